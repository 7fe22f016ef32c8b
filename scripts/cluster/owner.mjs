// The workspace owner of the cluster's site: made at start from ADMIN_EMAIL / ADMIN_PASSWORD by
// whichever process gets there first (bootstrap locks the owners); tests/cluster sign in with it.
export const CLUSTER_OWNER = { email: 'owner@cluster.test', password: 'Lantern-cluster-Owner-2026' };
