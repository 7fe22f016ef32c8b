export declare const CLUSTER_OWNER: { email: string; password: string };
