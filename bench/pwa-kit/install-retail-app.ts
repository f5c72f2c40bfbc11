/**
 * Installs the PWA Kit Retail React App into a cache folder the way a new user would: the official
 * generator (@salesforce/pwa-kit-create-app 3.20.0, template retail-react-app, extensible, public
 * SLAS client) fed its documented answers on stdin, then configured only through its config:
 * config/local.js (read before config/default.js in local development) points the `api` proxy at
 * Axle. No file of the app's code is changed. A second run with the same answers reuses the install.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 10.2.1 pins a @salesforce/commerce-sdk-react (5.4.1) the registry does not have (issue 28). */
export const RETAIL_APP_VERSION = '10.2.0';
export const CREATE_APP = '@salesforce/pwa-kit-create-app@3.20.0';

export interface RetailAppOptions {
  /** The cache folder (the app goes to {dir}/app). */
  dir: string;
  /** Axle's origin as the app's server reaches it, e.g. http://127.0.0.1:8807. */
  axleOrigin: string;
  clientId: string;
  organizationId: string;
  siteId: string;
}

/** The generator's answers (program.json: general.presetOrTemplateId plus the template's questions). */
export function generatorAnswers(o: RetailAppOptions): Record<string, unknown> {
  return {
    'general.presetOrTemplateId': 'retail-react-app',
    'project.extend': true,
    'project.hybrid': false,
    'project.name': 'axle-retail',
    'project.commerce.instanceUrl': o.axleOrigin,
    'project.commerce.clientId': o.clientId,
    'project.commerce.isSlasPrivate': false,
    'project.commerce.siteId': o.siteId,
    'project.commerce.organizationId': o.organizationId,
    'project.commerce.shortCode': 'axle0001',
    'project.einstein.clientId': '',
    'project.einstein.siteId': '',
    'project.dataCloud.appSourceId': '',
    'project.dataCloud.tenantId': '',
    'project.demo.enableDemoSettings': false,
    // The generator's own CSP answer: product images come from Axle's origin (absolute links).
    'project.contentSecurityPolicy': { useDefaults: true, directives: { 'img-src': [o.axleOrigin], 'script-src': ['storage.googleapis.com'], 'connect-src': ['api.cquotient.com'] } },
  };
}

/** config/local.js: the generated configuration with the Commerce API proxy pointed at Axle. */
export function localConfig(axleOrigin: string): string {
  const url = new URL(axleOrigin);
  return `// Written by Axle's bench/pwa-kit: the generated configuration, with the Commerce API proxy
// ("api", /mobify/proxy/api) sent to Axle instead of {shortCode}.api.commercecloud.salesforce.com.
const config = require('./default.js')

module.exports = {
    ...config,
    ssrParameters: {
        ...config.ssrParameters,
        proxyConfigs: config.ssrParameters.proxyConfigs.map((proxy) =>
            proxy.path === 'api' ? {protocol: '${url.protocol.replace(':', '')}', host: '${url.host}', path: 'api'} : proxy
        )
    }
}
`;
}

function installedVersion(appDir: string): string | null {
  const pkg = join(appDir, 'node_modules/@salesforce/retail-react-app/package.json');
  return existsSync(pkg) ? (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version : null;
}

/** Installs (or reuses) the app; returns its folder. Logs go to {dir}/install.log. */
export function installRetailApp(o: RetailAppOptions, log: (line: string) => void = console.log): string {
  const appDir = join(o.dir, 'app');
  const answers = JSON.stringify(generatorAnswers(o));
  const stamp = join(o.dir, 'answers.sha256');
  const digest = createHash('sha256').update(`${CREATE_APP} ${RETAIL_APP_VERSION} ${answers}`).digest('hex');
  const reuse = installedVersion(appDir) === RETAIL_APP_VERSION && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
  if (!reuse) {
    log(`installing the Retail React App ${RETAIL_APP_VERSION} with ${CREATE_APP} into ${appDir} (a few minutes)`);
    mkdirSync(o.dir, { recursive: true });
    rmSync(appDir, { recursive: true, force: true });
    const output = execFileSync('npx', ['-y', CREATE_APP, '--stdio', '--outputDir', appDir, '--templateVersion', RETAIL_APP_VERSION], {
      input: answers,
      cwd: o.dir,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
    writeFileSync(join(o.dir, 'install.log'), output);
    if (installedVersion(appDir) !== RETAIL_APP_VERSION) throw new Error(`the generator did not install @salesforce/retail-react-app ${RETAIL_APP_VERSION} (see ${o.dir}/install.log)`);
    writeFileSync(stamp, digest);
  } else {
    log(`reusing the Retail React App ${RETAIL_APP_VERSION} in ${appDir}`);
  }
  writeFileSync(join(appDir, 'config/local.js'), localConfig(o.axleOrigin));
  return appDir;
}
