/**
 * The part of Kustomize that deploy/kubernetes uses, so that the manifests test renders them on a
 * machine without kubectl too: `resources` (files and folders with a kustomization), `namespace`,
 * `labels` (metadata and pod templates; selectors are left alone), `images`, `replicas` and
 * strategic-merge `patches` from files (lists of named items merge by name, new items first, as
 * Kustomize does). Anything else in a kustomization is refused rather than ignored. Where
 * kubectl is installed, the test checks that this renders exactly what `kubectl kustomize` does.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [key: string]: unknown;
};

type Json = Record<string, unknown>;

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'replicas',
  'patches',
]);

/** Kinds whose pod template gets the labels and images (spec.template, or a CronJob's). */
const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet']);

function readYaml(file: string): Json[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => document.toJS() as Json | null)
    .filter((value): value is Json => value !== null);
}

/** Renders the kustomization in `dir` into its objects. */
export function kustomize(dir: string): K8sObject[] {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']
    .map((name) => join(dir, name))
    .find((path) => existsSync(path));
  if (!file) throw new Error(`No kustomization in ${dir}`);
  const [k] = readYaml(file) as [Json];
  for (const key of Object.keys(k)) {
    if (!SUPPORTED.has(key)) throw new Error(`${file}: "${key}" is not supported here`);
  }
  let objects: K8sObject[] = [];
  for (const resource of (k.resources as string[] | undefined) ?? []) {
    const path = join(dir, resource);
    objects.push(
      ...(statSync(path).isDirectory() ? kustomize(path) : (readYaml(path) as K8sObject[])),
    );
  }
  for (const patch of (k.patches as { path: string }[] | undefined) ?? []) {
    for (const change of readYaml(join(dir, patch.path)) as K8sObject[]) {
      const index = objects.findIndex(
        (o) => o.kind === change.kind && o.metadata.name === change.metadata.name,
      );
      if (index < 0) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata.name}`);
      objects[index] = merge(objects[index], change) as K8sObject;
    }
  }
  for (const { name, count } of (k.replicas as { name: string; count: number }[]) ?? []) {
    for (const o of objects) {
      if (o.metadata.name === name && o.spec && 'replicas' in (o.spec as Json)) {
        (o.spec as Json).replicas = count;
      }
    }
  }
  for (const { pairs } of (k.labels as { pairs: Record<string, string> }[]) ?? []) {
    objects = objects.map((o) => withLabels(o, pairs));
  }
  for (const image of (k.images as { name: string; newName?: string; newTag?: string }[]) ?? []) {
    for (const o of objects) setImage(o, image);
  }
  if (typeof k.namespace === 'string') {
    for (const o of objects) o.metadata.namespace = k.namespace;
  }
  return objects;
}

/** Strategic merge: maps deep, lists of named items by name (new ones first), others replaced. */
function merge(base: unknown, patch: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(patch) && isNamedList(base) && isNamedList(patch)) {
    const named = (list: Json[], name: unknown) => list.find((item) => item.name === name);
    const added = patch.filter((item) => !named(base, item.name));
    return [
      ...added,
      ...base.map((item) => {
        const change = named(patch, item.name);
        return change ? merge(item, change) : item;
      }),
    ];
  }
  if (isMap(base) && isMap(patch)) {
    const out: Json = { ...base };
    for (const [key, value] of Object.entries(patch)) out[key] = merge(base[key], value);
    return out;
  }
  return patch;
}

function isMap(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNamedList(list: unknown[]): list is Json[] {
  return list.every((item) => isMap(item) && typeof item.name === 'string');
}

function podTemplate(o: K8sObject): Json | undefined {
  if (!POD_TEMPLATE_KINDS.has(o.kind)) return undefined;
  return (o.spec as Json | undefined)?.template as Json | undefined;
}

function withLabels(o: K8sObject, pairs: Record<string, string>): K8sObject {
  o.metadata.labels = { ...o.metadata.labels, ...pairs };
  const template = podTemplate(o);
  if (template) {
    const metadata = (template.metadata ?? {}) as Json;
    metadata.labels = { ...(metadata.labels as Json | undefined), ...pairs };
    template.metadata = metadata;
  }
  return o;
}

function setImage(o: K8sObject, image: { name: string; newName?: string; newTag?: string }) {
  const spec = podTemplate(o)?.spec as Json | undefined;
  for (const list of ['containers', 'initContainers']) {
    for (const container of (spec?.[list] as Json[] | undefined) ?? []) {
      const [name, tag] = String(container.image).split(':');
      if (name !== image.name) continue;
      container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
    }
  }
}
