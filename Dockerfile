# syntax=docker/dockerfile:1
# RedObra in one container: `docker build -t redobra .` then see docs/operations.md, "Docker".
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app

# Every dependency, dev ones included (the build needs them). better-sqlite3 compiles here when no
# prebuilt binary matches; sharp brings its own libvips.
FROM base AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Applied by the postinstall script (patch-package): see patches/README.md.
COPY patches ./patches
# `npm install` keeps the locked versions; `npm ci` would refuse the lock, which lists rollup's
# native package only for Linux (the build tool's optional per-platform binaries).
RUN npm install --include=dev --no-audit --no-fund

# The same tree without the dev dependencies, keeping the native binaries built above.
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM base AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  DATABASE_PATH=/data/redobra.db \
  UPLOADS_DIR=/data/uploads \
  SEED_DEMO_DATA=false
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json server.js ./
COPY server ./server
COPY migrations ./migrations
# The database, its -wal, the generated session secret and the uploads live on the volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl: Node's own fetch asks /healthz, which reads the database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.js finishes the requests in flight and closes the database on SIGTERM (10 s grace), then
# Litestream, when replicating, ships the last writes (up to 15 s more):
# give `docker stop` more than that, e.g. `docker stop -t 30`.
STOPSIGNAL SIGTERM
CMD ["node", "server/start.js"]
