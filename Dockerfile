# syntax=docker/dockerfile:1
# The reference server and the built portal in one image (docs/server-operations.md).
#   docker build -t debtor-portal:0.1.0 .
#   docker run --read-only --tmpfs /tmp --tmpfs /data -p 3000:3000 debtor-portal:0.1.0
# Node 24 (LTS) by default; 22 works too: --build-arg NODE_VERSION=22.
ARG NODE_VERSION=24

# ---- build: every dependency, the portal (browser and server renderer) and the server bundle.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY translations/package.json translations/
COPY openapi/package.json openapi/
COPY design-system/package.json design-system/
COPY portal/package.json portal/
COPY server/package.json server/
# No install scripts run (package.json "allowScripts" denies the three that have one; npm 10 on
# Node 22 would otherwise run them, and @parcel/watcher's would need a compiler).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# ---- deps: the server's runtime dependencies only (server/package.json "dependencies").
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY translations/package.json translations/
COPY openapi/package.json openapi/
COPY design-system/package.json design-system/
COPY portal/package.json portal/
COPY server/package.json server/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# ---- runtime: no compiler, no npm install, not root; the root filesystem may be read-only.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_PORT=9464 \
    DATA_DIR=/data \
    TMPDIR=/tmp
WORKDIR /app
# The layout of the repository, which the server finds its files by (server/src/paths.ts).
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/server/src/sandbox/public server/src/sandbox/public
COPY --from=build /app/openapi/portal-api.yaml openapi/
COPY --from=build /app/portal/dist portal/dist
COPY --from=build /app/portal/dist-server portal/dist-server
# Writable paths, mounted in Kubernetes (emptyDir) or with --tmpfs: the mail outbox of the demo
# and uploads while they stream in.
RUN mkdir -p /data && chown 10001:10001 /data
USER 10001:10001
EXPOSE 3000 9464
ENTRYPOINT ["node"]
CMD ["server/dist/main.js"]
