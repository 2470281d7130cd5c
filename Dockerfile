# Haven's image: the built app only, run as a user without privileges.
# It mirrors .ci/run's install (npm ci, falling back to npm install from the same lock) and
# `npm run build`. Container images cannot be built on the machines this project is developed and
# tested on (no container engine there), so keep this file minimal and in step with .ci/run.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2 builds a native addon when no prebuilt one fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# postinstall applies the driver patches in patches/ (scripts/apply-patches.mjs).
COPY patches ./patches
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    UV_THREADPOOL_SIZE=8
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same flags as `npm start` (scripts/server-node-flags.mjs); the orchestrator restarts it.
CMD ["node", "--enable-source-maps", "--max-old-space-size=128", "dist/server/main.js"]
