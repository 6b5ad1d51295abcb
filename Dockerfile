# One image for every service; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY events/package.json events/
COPY infra/package.json infra/
COPY services/command-api/package.json services/command-api/
COPY services/query-api/package.json services/query-api/
COPY services/projector/package.json services/projector/
COPY services/gateway/package.json services/gateway/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
USER node
EXPOSE 3000
CMD ["npm", "run", "start", "-w", "services/gateway"]
