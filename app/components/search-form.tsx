import { Form, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Input } from './ui/input'
import { Button } from './ui/button'

/**
 * Server-side search through ?q=. Without JavaScript a GET form with a button;
 * with JavaScript it submits as you type (debounced) and keeps the URL in sync.
 */
export function SearchForm({
  placeholder,
  defaultValue,
  label,
  delayMs = 300,
}: {
  placeholder: string
  defaultValue: string
  label: string
  delayMs?: number
}) {
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <Form method="get" role="search" className="flex w-full max-w-md gap-2">
      <label htmlFor="search-q" className="sr-only">
        {label}
      </label>
      <Input
        id="search-q"
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder}
        onChange={(event) => {
          const form = event.currentTarget.form
          clearTimeout(timer.current)
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delayMs)
        }}
      />
      <Button type="submit" variant="outline">
        Suchen
      </Button>
    </Form>
  )
}
