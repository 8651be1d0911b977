import { describe, expect, it } from 'vitest'
import {
  addModule,
  addService,
  allServiceIds,
  cleanModuleName,
  defaultModules,
  moveModule,
  removeModule,
  removeService,
  renameModule,
  toModulesJson,
} from './template-modules'
import { parseModulesJson } from './template-modules-json'

let n = 0
const makeId = () => `m${++n}`
const names = (modules: Array<{ name: string }>) => modules.map((m) => m.name)

describe('template modules', () => {
  it('starts with Dashboard, Gästezahl, Catering in order', () => {
    const modules = defaultModules(makeId)
    expect(names(modules)).toEqual(['Dashboard', 'Gästezahl', 'Catering'])
    expect(modules.map((m) => m.order)).toEqual([0, 1, 2])
    expect(new Set(modules.map((m) => m.id)).size).toBe(3)
  })

  it("adds 'Neues Modul' at the end", () => {
    const modules = addModule(defaultModules(makeId), makeId)
    expect(modules.at(-1)).toMatchObject({ name: 'Neues Modul', order: 3, serviceIds: [] })
  })

  it('renames trimmed and ignores a blank name', () => {
    const modules = defaultModules(makeId)
    expect(renameModule(modules, 1, '  Gäste & Tische  ')[1]!.name).toBe('Gäste & Tische')
    expect(renameModule(modules, 1, '   ')).toBe(modules)
    expect(renameModule(modules, 9, 'X')).toBe(modules)
    expect(cleanModuleName('\t')).toBeNull()
  })

  it('removes and moves modules, keeping order = position', () => {
    const modules = defaultModules(makeId)
    expect(names(removeModule(modules, 0))).toEqual(['Gästezahl', 'Catering'])
    const up = moveModule(modules, 2, 'up')
    expect(names(up)).toEqual(['Dashboard', 'Catering', 'Gästezahl'])
    expect(up.map((m) => m.order)).toEqual([0, 1, 2])
    expect(names(moveModule(modules, 0, 'down'))).toEqual(['Gästezahl', 'Dashboard', 'Catering'])
    expect(moveModule(modules, 0, 'up')).toBe(modules)
    expect(moveModule(modules, 2, 'down')).toBe(modules)
  })

  it('adds a service once and removes it', () => {
    const modules = addService(defaultModules(makeId), 2, 's1')
    expect(modules[2]!.serviceIds).toEqual(['s1'])
    expect(addService(modules, 2, 's1')).toBe(modules)
    expect(addService(modules, 1, 's1')[1]!.serviceIds).toEqual(['s1'])
    expect(removeService(modules, 2, 's1')[2]!.serviceIds).toEqual([])
    expect(removeService(modules, 2, 'nope')).toBe(modules)
  })

  it('parses modules_json leniently and never throws', () => {
    expect(parseModulesJson('not json')).toEqual([])
    expect(parseModulesJson(null)).toEqual([])
    expect(parseModulesJson('{"modules": 5}')).toEqual([])
    expect(parseModulesJson('[1,2]')).toEqual([])
    const json = JSON.stringify({
      modules: [
        { id: 'b', name: 'Zwei', order: 2, serviceIds: ['x', 'x', 3, 'y'] },
        { id: 'a', name: ' ', order: 1, serviceIds: 'kaputt' },
        { name: 'ohne id' },
        'Unsinn',
      ],
    })
    expect(parseModulesJson(json)).toEqual([
      { id: 'a', name: 'Neues Modul', order: 0, serviceIds: [] },
      { id: 'b', name: 'Zwei', order: 1, serviceIds: ['x', 'y'] },
    ])
  })

  it('writes modules_json with order = index and round-trips', () => {
    const json = toModulesJson([
      { id: 'a', name: 'Eins', serviceIds: ['s'] },
      { id: 'b', name: 'Zwei', serviceIds: [] },
    ])
    expect(JSON.parse(json)).toEqual({
      modules: [
        { id: 'a', name: 'Eins', order: 0, serviceIds: ['s'] },
        { id: 'b', name: 'Zwei', order: 1, serviceIds: [] },
      ],
    })
    expect(parseModulesJson(json).map((m) => m.id)).toEqual(['a', 'b'])
    expect(allServiceIds([{ serviceIds: ['a', 'b'] }, { serviceIds: ['b'] }])).toEqual(['a', 'b'])
  })
})
