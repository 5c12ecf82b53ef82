# One image per static package: the shell or a remote, built and served by the same
# servers `npm start` uses. Build from the repository root, e.g.
#   docker build -f scripts/docker/static.Dockerfile --build-arg WORKSPACE=mf-admin .
ARG WORKSPACE=shell

FROM node:20-bookworm-slim AS build
ARG WORKSPACE
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w "${WORKSPACE}" \
 && mkdir -p "${WORKSPACE}/render"
# The servers need two packages only: install them apart from the build's node_modules.
RUN mkdir /server && cd /server \
 && npm init -y >/dev/null \
 && npm install --no-audit --no-fund compression@^1.8.1 serve-handler@^6.1.8

FROM node:20-bookworm-slim
ARG WORKSPACE
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 WORKSPACE=${WORKSPACE} SHELL_DIST=/app/dist
WORKDIR /app
COPY --from=build /server/node_modules ./node_modules
COPY --from=build /app/packages/build-config/serve-static.mjs /app/packages/build-config/static-headers.mjs /app/packages/build-config/areas.mjs /app/packages/build-config/areas.json /app/packages/build-config/api-reads.mjs /app/packages/build-config/prerendered-pages.mjs ./packages/build-config/
COPY --from=build /app/shell/server ./shell/server
COPY --from=build /app/${WORKSPACE}/dist ./dist
# A remote's render build (empty for the shell): its server renders prerendered.json with the
# API's current public data (API_URL).
COPY --from=build /app/${WORKSPACE}/render ./render
COPY scripts/docker/serve.sh ./serve.sh
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
CMD ["sh", "./serve.sh"]
