/**
 * The Kubernetes manifests (deploy/kubernetes, docs/server-operations.md): each overlay renders,
 * every object is valid against the Kubernetes API schemas (kubernetes-models), and the rules of
 * a safe deployment hold: two or more pods (or an autoscaler), liveness on /api/live apart from
 * readiness on /api/ready, a preStop and a grace period that cover the drain, resources, a
 * non-root read-only container, a Service, a PodDisruptionBudget, migrations as a Job while the
 * instances never migrate, configuration from a ConfigMap and secrets only by reference, and the
 * metrics port named. Rendered by the test's own Kustomize subset, and compared with
 * `kubectl kustomize` where kubectl is installed.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigMap, Service, ServiceAccount } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { kustomize, type K8sObject } from './helpers/kustomize';

const DEPLOY = fileURLToPath(new URL('../../deploy/kubernetes/', import.meta.url));
const OVERLAYS = ['base', 'overlays/production'];

/** The schema of each kind the manifests may use; any other kind fails the test. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

function kubectl(): string | null {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore', timeout: 10_000 });
    return 'kubectl';
  } catch {
    return null;
  }
}
const KUBECTL = kubectl();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const keyOf = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
const byKey = (objects: K8sObject[]) =>
  Object.fromEntries(objects.map((o) => [keyOf(o), o])) as Record<string, Json>;

/** A duration in the ConfigMap, in seconds. */
const seconds = (config: Json, name: string) => Number(config.data[name]) / 1000;

describe.each(OVERLAYS)('Kubernetes manifests: %s', (overlay) => {
  const objects = kustomize(`${DEPLOY}${overlay}`);
  const all = byKey(objects);
  const deployment = all['Deployment/debtor-portal']!;
  const pod = deployment.spec.template.spec;
  const server = pod.containers.find((c: Json) => c.name === 'server');
  const config = all['ConfigMap/debtor-portal-config']!;

  it('renders the same objects as kubectl kustomize (where kubectl is installed)', () => {
    expect(Object.keys(all).sort()).toEqual(
      expect.arrayContaining([
        'ConfigMap/debtor-portal-config',
        'Deployment/debtor-portal',
        'Job/debtor-portal-migrate',
        'PodDisruptionBudget/debtor-portal',
        'Service/debtor-portal',
      ]),
    );
    if (!KUBECTL) return;
    const rendered = execFileSync(KUBECTL, ['kustomize', `${DEPLOY}${overlay}`], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    const theirs = parseAllDocuments(rendered).map((d) => d.toJS() as K8sObject);
    expect(byKey(objects)).toEqual(byKey(theirs));
  });

  it('is valid against the Kubernetes API schemas', () => {
    for (const o of objects) {
      const Model = MODELS[`${o.apiVersion}/${o.kind}`];
      expect(Model, `${o.apiVersion} ${o.kind} has no schema here`).toBeDefined();
      expect(() => new Model!(o as never).validate(), keyOf(o)).not.toThrow();
    }
    // The validator does refuse a broken object.
    const broken = structuredClone(deployment);
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('runs two or more pods, rolling one at a time, with a disruption budget', () => {
    const hpa = all['HorizontalPodAutoscaler/debtor-portal'];
    expect(Math.max(deployment.spec.replicas ?? 1, hpa?.spec.minReplicas ?? 0)).toBeGreaterThan(1);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    const pdb = all['PodDisruptionBudget/debtor-portal']!;
    expect(pdb.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(deployment.spec.template.metadata.labels).toMatchObject(
      deployment.spec.selector.matchLabels,
    );
  });

  it('checks liveness on /api/live (the process) and readiness on /api/ready', () => {
    expect(server.livenessProbe.httpGet).toMatchObject({ path: '/api/live', port: 'http' });
    expect(server.readinessProbe.httpGet).toMatchObject({ path: '/api/ready', port: 'http' });
    expect(server.startupProbe?.httpGet.path ?? '/api/live').toBe('/api/live');
  });

  it('gives a stopping pod time for preStop, the drain and requests in flight', () => {
    const preStop = server.lifecycle.preStop.exec.command as string[];
    expect(preStop[0]).toBe('sleep');
    const needed =
      Number(preStop[1]) +
      seconds(config, 'SHUTDOWN_DRAIN_MS') +
      seconds(config, 'SHUTDOWN_TIMEOUT_MS');
    expect(seconds(config, 'SHUTDOWN_DRAIN_MS')).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(needed);
  });

  it('sets resources and runs as non-root on a read-only root filesystem', () => {
    const workloads = [pod, all['Job/debtor-portal-migrate']!.spec.template.spec];
    for (const spec of workloads) {
      expect(spec.securityContext.runAsNonRoot).toBe(true);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const container of spec.containers as Json[]) {
        expect(container.resources.requests).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.resources.limits.memory).toEqual(expect.any(String));
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
    // What the server writes lives on mounted volumes.
    const mounts = (server.volumeMounts as Json[]).map((m) => m.mountPath);
    expect(mounts).toEqual(expect.arrayContaining([config.data.DATA_DIR, config.data.TMPDIR]));
  });

  it('reads configuration from the ConfigMap and secrets only by reference', () => {
    expect(server.envFrom).toContainEqual({ configMapRef: { name: 'debtor-portal-config' } });
    for (const variable of server.env as Json[]) {
      expect(variable.value, `${variable.name} is written in the manifest`).toBeUndefined();
      expect(variable.valueFrom.secretKeyRef.name).toBe('debtor-portal-secrets');
    }
    const secretNames = (server.env as Json[]).map((v) => v.name);
    expect(secretNames).toEqual(expect.arrayContaining(['DATABASE_URL', 'SESSION_SECRET']));
    expect(objects.map((o) => o.kind)).not.toContain('Secret');
    for (const name of Object.keys(config.data)) {
      expect(name).not.toMatch(/SECRET|PASSWORD|DATABASE_URL|SMTP_URL/);
    }
  });

  it('migrates in a Job; instances never migrate and are not ready before it', () => {
    expect(config.data.MIGRATE_ON_START).toBe('false');
    const job = all['Job/debtor-portal-migrate']!;
    const [migrate] = job.spec.template.spec.containers as Json[];
    expect(migrate!.args).toEqual(['server/dist/migrate.js']);
    expect(migrate!.image).toBe(server.image);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('serves the public port and names the metrics port apart from it', () => {
    const ports = Object.fromEntries(
      (server.ports as Json[]).map((p) => [p.name, p.containerPort]),
    );
    expect(ports.http).toBe(Number(config.data.PORT));
    expect(ports.metrics).toBe(Number(config.data.METRICS_PORT));
    expect(ports.metrics).not.toBe(ports.http);
    const service = all['Service/debtor-portal']!;
    expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
    expect((service.spec.ports as Json[]).map((p) => p.targetPort)).toEqual(['http', 'metrics']);
  });
});

it('the production overlay uses a released image and the real identity provider', () => {
  const all = byKey(kustomize(`${DEPLOY}overlays/production`));
  const [server] = all['Deployment/debtor-portal']!.spec.template.spec.containers as Json[];
  expect(server!.image).toMatch(/^[\w.-]+\/[\w./-]+:\d+\.\d+\.\d+$/);
  expect(all['ConfigMap/debtor-portal-config']!.data.IDENTITY_PROVIDER).toBe('oidc');
  for (const o of Object.values(all)) expect(o.metadata.namespace).toBe('debtor-portal');
});
