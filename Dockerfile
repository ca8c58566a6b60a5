# One image for every process of the portal; docker-compose.yml picks the entry point.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && NX_DAEMON=false npx nx run-many -t build --output-style=static

FROM node:24-bookworm-slim
WORKDIR /app
# Production mode: every process refuses to start while a development-only setting is in force
# (demo users, demo partner, development client secret, no USER_CONTEXT_SECRET, no SMTP relay,
# default cookie keys), naming it; docker-compose.yml and the README list what to set.
ENV NODE_ENV=production
COPY --from=build /app /app
