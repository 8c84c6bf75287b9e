#!/usr/bin/env bash
# Installs nginx from Debian's packages when it is missing: `npm run start:cluster` and the
# journeys against the cluster (E2E_CLUSTER=1) run it, with a generated configuration, as the
# round-robin load balancer in front of two server instances. Needs root (CI and these
# machines run as root).
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "Installing from Debian: nginx"
if [ "$(id -u)" -ne 0 ]; then
  echo "Not root: install it with 'sudo apt-get install -y nginx'" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# The package would start its own service on port 80: policy-rc.d refuses that (exit 101), and
# is removed again when this script created it.
created_policy=0
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  created_policy=1
fi
trap '[ "$created_policy" -eq 1 ] && rm -f /usr/sbin/policy-rc.d' EXIT
apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx >/dev/null
/usr/sbin/nginx -v
