# syntax=docker/dockerfile:1
# The shop's production image: one server node (API, both apps' built pages, the job worker).
# It needs a PostgreSQL (DATABASE_URL) and a shared /data volume for uploads; see
# docs/operations.md, "Container image", and compose.example.yaml for several nodes behind HAProxy.

# Build: every dependency, then the shopper app and the back office.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
# Install scripts stay off: the `node` package would download a second Node, and the browsers
# and tools of the test suite are not needed to build.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime dependencies only: the server's and its two workspace packages', without dev tools.
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace apps/server --workspace packages/contracts --workspace packages/i18n \
  && npm cache clean --force

# Runtime: what runs, as an unprivileged user. Node runs the TypeScript sources as they are.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    DRAIN_MS=5000
WORKDIR /app
COPY --from=dependencies /app /app
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/packages/i18n/src packages/i18n/src
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
# Tests are not shipped; development routes and demo data are off by NODE_ENV=production.
RUN find apps/server/src packages -name '*.test.ts' -delete \
  && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/src/main.ts"]
