# syntax=docker/dockerfile:1
# The invoicing server: built in one stage, run from the compiled JavaScript in a second one that
# holds only the runtime, the production packages and what documents need (xmllint, fonts).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY adapters/package.json adapters/
COPY server/package.json server/
COPY ui/package.json ui/
COPY fixtures/package.json fixtures/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends libxml2-utils fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --home-dir /var/lib/invoicing invoicing \
  && mkdir -p /var/lib/invoicing /srv/standards \
  && chown invoicing /var/lib/invoicing
WORKDIR /app
ENV NODE_ENV=production \
  MALLOC_ARENA_MAX=2 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/invoicing \
  STANDARDS_DIR=/srv/standards \
  NFE_SCHEMA_DIR=/srv/standards/nfe
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/ui/dist ./ui/dist
USER invoicing
EXPOSE 3000
VOLUME ["/var/lib/invoicing"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `npm run serve` and the production build's test.
CMD ["node", "--max-semi-space-size=8", "server/dist/main.js"]
