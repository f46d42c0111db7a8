export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The process is up
         * @description Answers while the process runs, whatever the state of its storage; for a liveness probe.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database (and Redis, when configured) answer
         * @description Pings the database and, when REDIS_URL is set, Redis; 503 while either does not answer, naming it in the message and in checks. For a readiness probe.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the communities
         * @description Every community of the installation, oldest first.
         */
        get: operations["listCommunities"];
        put?: never;
        /**
         * Create a community
         * @description A community pools its environments’ projects for k-anonymous aggregates; min_group_size is its floor (D-7, D-38).
         */
        post: operations["createCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the environments
         * @description Every environment of the installation with its communities, oldest first.
         */
        get: operations["listEnvironments"];
        put?: never;
        /**
         * Create an environment
         * @description An organisation’s environment, created with the defaults of D-8 (appraisal and risk categories, the risk-status legend, one interim and one document studio template) and joined to the given communities; 404 names a community that does not exist.
         */
        post: operations["createEnvironment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One environment
         * @description The environment with its currency and communities.
         */
        get: operations["getEnvironment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join an environment to a community
         * @description Joining twice changes nothing. Answers the environment with its communities.
         */
        post: operations["joinCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/platform-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Platform API key
         * @description A svc_plat_ key for the environment (D-11, D-14); the secret is in this answer only, and only its hash is kept.
         */
        post: operations["createPlatformKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users of an environment
         * @description Every user of the environment with their role and whether they are active, oldest first; never a password.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user of an environment
         * @description A user with a role (D-9): ADMIN sees and changes every project, MEMBER the projects assigned to them, VIEWER reads the assigned ones. The password is stored as a scrypt hash; an email is unique across the installation (409).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user of an environment
         * @description A user of another environment is 404, like one that does not exist.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user’s role, deactivate or reactivate them, or reset their password
         * @description At least one of role, active and password. Each takes effect on the next request on every instance within a second, for the tokens already issued: a new role applies to them; a deactivation refuses them (401) and refuses sign-in until reactivated; a password reset ends them (sign in again with the new password). Tokens issued before a deactivation stay refused after a reactivation.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/admin/environments/{envId}/users/{userId}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The projects assigned to a user
         * @description What a MEMBER or VIEWER sees on the Platform API (an ADMIN sees every project whatever is assigned).
         */
        get: operations["listAssignments"];
        put?: never;
        /**
         * Assign a project to a user
         * @description The project must be of the user’s environment; assigning twice changes nothing.
         */
        post: operations["assignProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/users/{userId}/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a project away from a user
         * @description A MEMBER or VIEWER no longer sees the project (404) from their next request, on every instance within a second. 404 when it is not assigned to the user.
         */
        delete: operations["unassignProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/data-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an environment’s Data API keys
         * @description Every key with its state, scopes and plan; never a secret.
         */
        get: operations["listDataKeys"];
        put?: never;
        /**
         * Create a Data API key
         * @description A svc_data_ key for the environment with its scopes (default data:projects, data:benchmarks and data:reports), an optional usage plan (throttle, quota) and expiry. The secret is in this answer only.
         */
        post: operations["createDataKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/data-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a Data API key
         * @description Name, scopes, throttle, quota or expiry; null removes a plan or the expiry. Takes effect on every instance within a second (D-12).
         */
        patch: operations["updateDataKey"];
        trace?: never;
    };
    "/admin/data-keys/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a Data API key
         * @description Requests with the key get 401 until it is reactivated. A change the key's state does not allow is 409.
         */
        post: operations["deactivateDataKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/data-keys/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a Data API key
         * @description A deactivated key works again; a revoked one cannot be reactivated (409). A change the key's state does not allow is 409.
         */
        post: operations["reactivateDataKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/data-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a Data API key
         * @description Permanent: requests with the key get 401 for good. A change the key's state does not allow is 409.
         */
        post: operations["revokeDataKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/data-keys/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Data API key’s metered requests per UTC day
         * @description Every request the key made that passed its throttle and quota, counted per UTC day, plan or not (D-16).
         */
        get: operations["getDataKeyUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/environments/{envId}/projects/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import projects with their history; one bad row and nothing is stored
         * @description Up to 10,000 projects of the ProjectImport shape (D-17) with their developments, facilities, appraisal lines, risk assessments, benchmark snapshots and reports, all or nothing: a bad row is 400 naming its index and field, a project_reference already used is 409.
         */
        post: operations["importProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/signing-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the bearer-token signing key
         * @description A new key signs bearer tokens from now on; the previous ones stay in the JWKS until the tokens they signed have expired, so nobody is signed out (D-13). 409 when JWT_PRIVATE_KEY is configured.
         */
        post: operations["rotateSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This instance’s metrics, for Prometheus
         * @description Requests by listener, method, route template and status class, with their durations; usage-plan decisions; read-cache hits and misses by namespace; model fits and PDF renders with their durations; the database pool and Redis; readiness; the process and its event loop (D-57). No label carries an id, a key, an email or a URL.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The error body of every API (D-18) */
        ErrorBody: {
            /** Format: int32 */
            statusCode: number;
            /** @description What went wrong; a validation failure names the field */
            message: string;
            /** @description The status’s reason phrase, e.g. Not Found */
            error: string;
        };
        ProjectImport: {
            name: string;
            project_reference: string;
            client_reference?: string | null;
            /** @enum {string} */
            status?: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
            /** @enum {string} */
            project_status?: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
            address?: string | null;
            postcode?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            description?: string | null;
            site_description?: string | null;
            site_area?: number | null;
            field_site?: string | null;
            /** @enum {string|null} */
            proposed_procurement_structure?: "Main Contractor - Design & Build" | "Main Contractor - Traditional (Client with design responsibility)" | "Trades employed directly / with or without design" | "Self build" | null;
            proposed_procurement_structure_other_specific?: string | null;
            contract_form?: string | null;
            funder_client?: string | null;
            gross_development_value?: number | null;
            total_budget?: number | null;
            total_cost?: number | null;
            loan_facility_budget?: number | null;
            loan_facility_out_turn?: number | null;
            total_gifa?: number | null;
            total_net_internal_area?: number | null;
            /** Format: int32 */
            site_max_floors_above_ground?: number | null;
            /** Format: int32 */
            site_max_floors_below_ground?: number | null;
            /** Format: int32 */
            number_of_units?: number | null;
            /** Format: date-time */
            contract_start_date?: string | null;
            /** Format: date-time */
            contract_completion_date?: string | null;
            /** Format: date-time */
            estimated_completion_date?: string | null;
            /** Format: date-time */
            rule_off_date_for_valuations?: string | null;
            risk_score?: number | null;
            confidence_level?: number | null;
            design_phase_weeks?: number | null;
            liability_period?: number | null;
            /** @enum {string|null} */
            building_function?: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
            /** @enum {string|null} */
            building_process?: "new_build" | "refurbishment" | "conversion" | "extension" | null;
            comments?: string | null;
            archived?: boolean;
            /** Format: date-time */
            created_date?: string;
            /** Format: date-time */
            last_modified_date?: string;
            developments?: {
                name: string;
                /** @enum {string|null} */
                building_function?: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                /** @enum {string|null} */
                building_process?: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                total_gifa?: number | null;
                /** Format: int32 */
                individual_units?: number | null;
                /** Format: int32 */
                site_max_floors_above_ground?: number | null;
                /** Format: int32 */
                site_max_floors_below_ground?: number | null;
            }[];
            facilities?: {
                name: string;
                amount: number;
            }[];
            appraisal_lines?: {
                label: string;
                budget?: number | null;
                out_turn?: number | null;
                facility?: number | null;
            }[];
            risk_assessments?: {
                /** Format: date-time */
                created_date?: string;
                /** @enum {string|null} */
                current_status?: "DRAFT" | "SUBMITTED" | "APPROVED" | "REJECTED" | null;
                assessments: {
                    category: string;
                    value?: string | null;
                    score?: string | null;
                }[];
            }[];
            benchmark_snapshots?: {
                /** Format: date-time */
                created_date: string;
                /** @enum {string} */
                type: "STANDARD" | "COMPOSITE";
                bcis?: number | null;
                model_value?: number | null;
                model_value_lower?: number | null;
                model_value_upper?: number | null;
                source_health?: number | null;
                community_value?: number | null;
            }[];
            reports?: {
                /** @enum {string} */
                type?: "INTERIM";
                /** @enum {string} */
                period?: "MONTHLY";
                /** Format: int32 */
                month: number;
                /** Format: int32 */
                year: number;
                /** Format: int32 */
                edition?: number;
                /** Format: date-time */
                created_date?: string;
                /** Format: date-time */
                last_modified_date?: string;
                /** @description What the report drew down in total, as POST /reports/drawdown takes it */
                aggregate?: {
                    amount: number;
                    surplus_shortfall?: number | null;
                };
                risk_statuses?: {
                    category: string;
                    description?: string | null;
                    legend?: string | null;
                    legend_colour?: string | null;
                    /** Format: int32 */
                    month?: number;
                    /** Format: int32 */
                    year?: number;
                }[];
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not ready: the message names the dependency that does not answer (the error body, with checks) */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /** @description Each dependency of readiness and its state */
                        checks: {
                            /** @description Whether the database answered */
                            database: "ok" | "unreachable";
                            /** @description Whether Redis answered; `not configured` without REDIS_URL */
                            redis: "ok" | "unreachable" | "not configured";
                        };
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCommunities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** Format: int32 */
                        min_group_size: number;
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: int32
                     * @description The k-anonymity floor (default 5)
                     */
                    min_group_size?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** Format: int32 */
                        min_group_size: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listEnvironments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        currency: string;
                        community_ids: number[];
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description ISO 4217 code; default GBP */
                    currency?: string;
                    community_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        currency: string;
                        community_ids: number[];
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        currency: string;
                        community_ids: number[];
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    joinCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    community_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        currency: string;
                        community_ids: number[];
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPlatformKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** @description The secret, shown once */
                        key: string;
                        name: string;
                        key_prefix: string;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        environment_id: number;
                        /** Format: email */
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "ADMIN" | "MEMBER" | "VIEWER";
                        /** @description False: deactivated, no sign-in, and every token refused */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    /** @description At least 12 characters */
                    password: string;
                    /** @enum {string} */
                    role: "ADMIN" | "MEMBER" | "VIEWER";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        environment_id: number;
                        /** Format: email */
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "ADMIN" | "MEMBER" | "VIEWER";
                        /** @description False: deactivated, no sign-in, and every token refused */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
                /** @description User id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        environment_id: number;
                        /** Format: email */
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "ADMIN" | "MEMBER" | "VIEWER";
                        /** @description False: deactivated, no sign-in, and every token refused */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
                /** @description User id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Applies to the next request of the tokens already issued
                     * @enum {string}
                     */
                    role?: "ADMIN" | "MEMBER" | "VIEWER";
                    /** @description false ends every token issued so far and refuses sign-in; true allows sign-in again */
                    active?: boolean;
                    /** @description At least 12 characters */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        environment_id: number;
                        /** Format: email */
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "ADMIN" | "MEMBER" | "VIEWER";
                        /** @description False: deactivated, no sign-in, and every token refused */
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
                /** @description User id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        user_id: number;
                        /** Format: int64 */
                        project_id: number;
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    assignProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
                /** @description User id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    project_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        user_id: number;
                        /** Format: int64 */
                        project_id: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unassignProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
                /** @description User id */
                userId: string;
                /** @description Project id */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listDataKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        environment_id: string;
                        name: string;
                        key_prefix: string;
                        scopes: ("data:projects" | "data:benchmarks" | "data:reports" | "data:community")[];
                        /** @enum {string} */
                        state: "active" | "deactivated" | "revoked" | "expired";
                        throttle: {
                            rate_limit_per_second: number;
                            /** Format: int32 */
                            burst_limit: number;
                        } | null;
                        quota: {
                            /** Format: int64 */
                            limit: number;
                            /** @enum {string} */
                            period: "DAY" | "WEEK" | "MONTH";
                        } | null;
                        /** Format: date-time */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes?: ("data:projects" | "data:benchmarks" | "data:reports" | "data:community")[];
                    throttle?: {
                        rate_limit_per_second: number;
                        /** Format: int32 */
                        burst_limit: number;
                    } | null;
                    quota?: {
                        /** Format: int64 */
                        limit: number;
                        /** @enum {string} */
                        period: "DAY" | "WEEK" | "MONTH";
                    } | null;
                    /** Format: date-time */
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        environment_id: string;
                        name: string;
                        key_prefix: string;
                        scopes: ("data:projects" | "data:benchmarks" | "data:reports" | "data:community")[];
                        /** @enum {string} */
                        state: "active" | "deactivated" | "revoked" | "expired";
                        throttle: {
                            rate_limit_per_second: number;
                            /** Format: int32 */
                            burst_limit: number;
                        } | null;
                        quota: {
                            /** Format: int64 */
                            limit: number;
                            /** @enum {string} */
                            period: "DAY" | "WEEK" | "MONTH";
                        } | null;
                        /** Format: date-time */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description Shown once */
                        key: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Data API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    scopes?: ("data:projects" | "data:benchmarks" | "data:reports" | "data:community")[];
                    throttle?: {
                        rate_limit_per_second: number;
                        /** Format: int32 */
                        burst_limit: number;
                    } | null;
                    quota?: {
                        /** Format: int64 */
                        limit: number;
                        /** @enum {string} */
                        period: "DAY" | "WEEK" | "MONTH";
                    } | null;
                    /** Format: date-time */
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        environment_id: string;
                        name: string;
                        key_prefix: string;
                        scopes: ("data:projects" | "data:benchmarks" | "data:reports" | "data:community")[];
                        /** @enum {string} */
                        state: "active" | "deactivated" | "revoked" | "expired";
                        throttle: {
                            rate_limit_per_second: number;
                            /** Format: int32 */
                            burst_limit: number;
                        } | null;
                        quota: {
                            /** Format: int64 */
                            limit: number;
                            /** @enum {string} */
                            period: "DAY" | "WEEK" | "MONTH";
                        } | null;
                        /** Format: date-time */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deactivateDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Data API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "active" | "deactivated" | "revoked" | "expired";
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reactivateDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Data API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "active" | "deactivated" | "revoked" | "expired";
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Data API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        state: "active" | "deactivated" | "revoked" | "expired";
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDataKeyUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Data API key id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: int64 */
                        total: number;
                        days: {
                            /** Format: date */
                            day: string;
                            /** Format: int64 */
                            requests: number;
                        }[];
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    importProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Environment id */
                envId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projects: components["schemas"]["ProjectImport"][];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: {
                            /** Format: int64 */
                            id: number;
                            project_reference: string;
                        }[];
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            404: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            413: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            415: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotateSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The new signing key’s id (JWK thumbprint) */
                        kid: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            409: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every metric family of D-57 in Prometheus’s text exposition format (text/plain; version=0.0.4), for a Prometheus scrape */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The error body of every API (D-18) */
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After) */
            429: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds to wait before a retry can pass (a throttle; a used-up quota sends none) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        statusCode: number;
                        /** @description What went wrong; a validation failure names the field */
                        message: string;
                        /** @description The status’s reason phrase, e.g. Not Found */
                        error: string;
                        /**
                         * Format: int32
                         * @description Throttled: exact wait in ms (with Retry-After)
                         */
                        retryAfterMs?: number;
                        /**
                         * Format: date-time
                         * @description Quota exceeded: when the quota resets (no Retry-After)
                         */
                        resetsAt?: string;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            500: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            "4XX": {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
