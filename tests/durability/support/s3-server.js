// A real S3 API on loopback for the replication checks: s3rver (the npm
// package) with a file-system store, run as its own process.
//
//   node tests/durability/support/s3-server.js <port> <folder> <bucket>
//
// s3rver 3.7 walks the folders below a prefix only one level deep when a
// delimiter is given, so a listing like Litestream's
// (prefix "app/generations/", delimiter "/") misses the common prefixes of
// deeper keys. Here the listing is made without the delimiter and the common
// prefixes are derived from the full keys, as S3 does.
import S3rver from 's3rver'
import FilesystemStore from 's3rver/lib/stores/filesystem.js'

const [port, directory, bucket] = process.argv.slice(2)

const listObjects = FilesystemStore.prototype.listObjects
FilesystemStore.prototype.listObjects = async function (name, options) {
  const { delimiter, prefix = '', maxKeys = Infinity, ...rest } = options
  if (!delimiter) return listObjects.call(this, name, options)
  const all = await listObjects.call(this, name, { ...rest, prefix })
  const commonPrefixes = new Set()
  const objects = []
  for (const object of all.objects) {
    const idx = object.key.slice(prefix.length).indexOf(delimiter)
    if (idx === -1) objects.push(object)
    else commonPrefixes.add(object.key.slice(0, prefix.length + idx + 1))
  }
  return {
    objects: objects.slice(0, maxKeys),
    commonPrefixes: [...commonPrefixes].sort(),
    isTruncated: objects.length > maxKeys,
  }
}

const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
})
await server.run()
console.log(`s3 bereit auf ${port}`)
process.on('SIGTERM', () => server.close().then(() => process.exit(0)))
