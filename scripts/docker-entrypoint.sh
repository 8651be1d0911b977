#!/bin/sh
# Container entry point. Fly.io (and bind mounts) hand the /data volume over
# owned by root; as root we only make it writable for the unprivileged "node"
# user and then run the command as that user. The app never runs as root.
set -eu
if [ "$(id -u)" = "0" ]; then
  mkdir -p /data
  chown node:node /data
  export HOME=/home/node
  exec setpriv --reuid=node --regid=node --init-groups -- "$@"
fi
exec "$@"
