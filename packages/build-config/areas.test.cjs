// areas.json is the one list of the site's areas. docker-compose.yml cannot read it, so this
// test holds the compose file (and the workspaces) to it: adding, renaming or moving an area
// fails here until every place agrees.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { describe, expect, test } = require('@jest/globals');
const YAML = require('yaml');
const { areas } = require('./areas.json');

const repo = path.join(__dirname, '..', '..');
const compose = YAML.parse(readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const rootPackage = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));

describe('areas.json', () => {
  test('names, workspaces, ports and variables are unique and well formed', () => {
    for (const key of ['name', 'workspace', 'port', 'devPort', 'entryVariable']) {
      const values = areas.map((area) => area[key]);
      expect(new Set(values).size).toBe(areas.length);
    }
    for (const area of areas) {
      expect(area.name).toMatch(/^mf_[a-z]+$/);
      expect(area.workspace).toBe(area.name.replace('_', '-'));
      expect(area.entryVariable).toBe(`REMOTE_${area.name.toUpperCase()}_URL`);
      expect(area.routes.length).toBeGreaterThan(0);
      for (const route of area.routes) expect(route).toMatch(/^\//);
    }
  });

  test('every area is a workspace of that name', () => {
    for (const { workspace } of areas) {
      expect(rootPackage.workspaces).toContain(workspace);
      const manifest = path.join(repo, workspace, 'package.json');
      expect(existsSync(manifest)).toBe(true);
      expect(JSON.parse(readFileSync(manifest, 'utf8')).name).toBe(workspace);
    }
  });
});

describe('docker-compose.yml agrees with areas.json', () => {
  const remoteServices = Object.entries(compose.services).filter(([, service]) =>
    service.build?.args?.WORKSPACE?.startsWith('mf-'),
  );

  test('one static server per area, built from its workspace, published on its port', () => {
    expect(remoteServices.map(([name]) => name).sort()).toEqual(
      areas.map(({ workspace }) => workspace).sort(),
    );
    for (const { workspace, port } of areas) {
      const service = compose.services[workspace];
      expect(service.build.args.WORKSPACE).toBe(workspace);
      expect(service.ports).toEqual([`${port}:8080`]);
    }
  });

  test("the shell's manifest variables name each area's entry, defaulting to its port", () => {
    const environment = compose.services.shell.environment;
    const remoteVariables = Object.keys(environment).filter((key) => key.startsWith('REMOTE_'));
    expect(remoteVariables.sort()).toEqual(areas.map(({ entryVariable }) => entryVariable).sort());
    for (const { entryVariable, port } of areas) {
      expect(environment[entryVariable]).toBe(
        `\${${entryVariable}:-http://localhost:${port}/remoteEntry.js}`,
      );
    }
  });
});
