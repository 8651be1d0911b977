# syntax=docker/dockerfile:1
# Festplan: production image. Two stages on node:20-bookworm-slim:
# "build" compiles better-sqlite3 and builds the app, the runtime stage keeps
# only production dependencies, the build, the migrations and the start script.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when its prebuilt binary is unavailable.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# patches/: npm ci's postinstall applies them (patch-package, ADR 132s)
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/festplan.db \
    MAIL_OUTBOX_DIR=/data/outbox \
    SEED_DEMO=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
# All of scripts/: start, the server processes, the replication supervisor
# (scripts/replication/) and backup/restore, which run inside the machine
# (`fly ssh console -C "npm run restore -- --from-replica …"`, docs/operations.md).
# The Litestream binary comes with node_modules (@flydotio/litestream-linux-x64),
# installed by `npm ci`; it runs only when
# LITESTREAM_REPLICA_URL is set.
COPY --from=build /app/scripts ./scripts
# No app/ sources in this stage: scripts/start.js then serves build/ as it is
# and never tries to rebuild at boot.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The app runs as the unprivileged "node" user. The entry point starts as root
# only to chown the volume (Fly.io mounts it owned by root), then drops to
# "node" with setpriv before running CMD. `docker run --user node` works too.
ENTRYPOINT ["/app/scripts/docker-entrypoint.sh"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm): SIGTERM from `docker stop` / Fly reaches the
# primary, which lets every worker finish its requests and close the database
# (scripts/serve.js), then lets Litestream make its last sync when replication
# is on, then exits 0. The entry point execs, adding no shell.
CMD ["node", "scripts/start.js"]
