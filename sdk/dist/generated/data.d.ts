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
    "/data/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key’s scopes, quota and throttle; free of quota
         * @description What the key may read and how much: its scopes, its quota (used, limit, remaining, resets_at, period) and its throttle, null without a plan. Never counts against the quota; throttled like any route.
         */
        get: operations["getQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects of the key’s environment, newest first, or in the order they changed
         * @description Paged with limit (1–200) and offset; total counts every match; status filters. Ties in creation time by id, newest first. With modified_since or cursor (D-55): oldest change first, ties by id, paged by pagination.next_cursor; a project comes again whenever it, its risk assessments or its appraisal lines change.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One project in full
         * @description The summary fields and the detail fields; a project of another environment, absent or named by an id that cannot exist is 404.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/projects/{id}/risk-assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s risk assessment sets, newest first
         * @description Every set with its assessments in order (not paged: a project holds at most 1,000 sets).
         */
        get: operations["listProjectRiskAssessments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/projects/{id}/appraisals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s appraisal lines, in display order
         * @description Each line with its label, budget, out-turn and facility (not paged: a project holds at most 500 lines).
         */
        get: operations["listProjectAppraisals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/projects/{id}/drawn-to-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the project has drawn to date, per facility and not allocated to one
         * @description Every interim report’s drawdown added up (its aggregate amount), what its facility lines carry on each facility, and what is drawn but not allocated to a facility: the figures the Platform’s forecast and the console show.
         */
        get: operations["getProjectDrawnToDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/benchmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Benchmark snapshots, newest first, or in the order they were stored
         * @description Paged with limit and offset; projectId narrows to one project of the key’s environment (404 otherwise). With modified_since (here: created at or after) or cursor (D-55): oldest first by when they were stored, ties by id, paged by pagination.next_cursor.
         */
        get: operations["listBenchmarkSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report metadata, newest first, or in the order they changed
         * @description The interim reports of the environment (type INTERIM, period MONTHLY), paged with limit and offset. With modified_since or cursor (D-55): oldest change first, ties by id, paged by pagination.next_cursor; a report comes again when its risk statuses change or its project is renamed.
         */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One report with its risk statuses
         * @description The report’s metadata and its risk statuses in order (category, legend and colour, notes as description).
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/community/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregates over the communities the environment belongs to
         * @description Totals and buckets by building function and process over the communities’ non-archived projects; any figure from fewer than min_group_size projects is left out or null (D-38).
         */
        get: operations["getCommunityAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/community/benchmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cost benchmarks per building function over the communities
         * @description Per building function: averages and the median cost per m², each from at least min_group_size projects; omitted_buckets counts those left out (D-38).
         */
        get: operations["getCommunityBenchmarks"];
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
    getQuota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key’s scopes, quota and throttle */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key_id: string;
                        environment_id: string;
                        scopes: ("data:projects" | "data:benchmarks" | "data:reports" | "data:community")[];
                        quota: {
                            /** Format: int64 */
                            used: number;
                            /** Format: int64 */
                            limit: number;
                            /** Format: int64 */
                            remaining: number;
                            /** Format: date-time */
                            resets_at: string;
                            /** @enum {string} */
                            period: "DAY" | "WEEK" | "MONTH";
                        } | null;
                        throttle: {
                            rate_limit_per_second: number;
                            /** Format: int32 */
                            burst_limit: number;
                        } | null;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description Items per page, 1–200 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Read incrementally: only items last modified at or after this instant (ISO 8601 with a zone, e.g. 2026-03-01T00:00:00Z; to the millisecond), oldest change first. Not with offset. */
                modified_since?: string;
                /** @description Read incrementally from where a page ended: its pagination.next_cursor, as it was given. It carries the filters it was read under (status, projectId, modified_since); leave them out or send the same. Not with offset. */
                cursor?: string;
                /** @description Only projects in this status */
                status?: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With cursor or modified_since, {items, pagination: {limit, next_cursor}}; otherwise {items, pagination: {limit, offset, total}} */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            project_reference: string;
                            client_reference: string | null;
                            /** @enum {string|null} */
                            status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED" | null;
                            address: string | null;
                            postcode: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            site_area: number | null;
                            total_gifa: number | null;
                            total_cost: number | null;
                            total_budget: number | null;
                            gross_development_value: number | null;
                            contract_form: string | null;
                            /** Format: date-time */
                            contract_start_date: string | null;
                            /** Format: date-time */
                            contract_completion_date: string | null;
                            /** Format: date-time */
                            estimated_completion_date: string | null;
                            /** Format: date-time */
                            last_modified_date: string | null;
                            risk_score: number | null;
                            number_of_units: number | null;
                            archived: boolean;
                        }[];
                        pagination: {
                            /** Format: int32 */
                            limit: number;
                            /** Format: int64 */
                            offset: number;
                            /**
                             * Format: int64
                             * @description All matching items; page until offset + items ≥ total
                             */
                            total: number;
                        };
                    } | {
                        items: {
                            id: string;
                            name: string;
                            project_reference: string;
                            client_reference: string | null;
                            /** @enum {string|null} */
                            status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED" | null;
                            address: string | null;
                            postcode: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            site_area: number | null;
                            total_gifa: number | null;
                            total_cost: number | null;
                            total_budget: number | null;
                            gross_development_value: number | null;
                            contract_form: string | null;
                            /** Format: date-time */
                            contract_start_date: string | null;
                            /** Format: date-time */
                            contract_completion_date: string | null;
                            /** Format: date-time */
                            estimated_completion_date: string | null;
                            /** Format: date-time */
                            last_modified_date: string | null;
                            risk_score: number | null;
                            number_of_units: number | null;
                            archived: boolean;
                        }[];
                        pagination: {
                            /** Format: int32 */
                            limit: number;
                            /** @description Where the next page starts: send it as cursor. Always present; after an empty page, keep the last one as a bookmark and resume from it later to receive every change committed since. */
                            next_cursor: string;
                        };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A project in detail: its summary and every other field */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        project_reference: string;
                        client_reference: string | null;
                        /** @enum {string|null} */
                        status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED" | null;
                        address: string | null;
                        postcode: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        site_area: number | null;
                        total_gifa: number | null;
                        total_cost: number | null;
                        total_budget: number | null;
                        gross_development_value: number | null;
                        contract_form: string | null;
                        /** Format: date-time */
                        contract_start_date: string | null;
                        /** Format: date-time */
                        contract_completion_date: string | null;
                        /** Format: date-time */
                        estimated_completion_date: string | null;
                        /** Format: date-time */
                        last_modified_date: string | null;
                        risk_score: number | null;
                        number_of_units: number | null;
                        archived: boolean;
                        description: string | null;
                        site_description: string | null;
                        proposed_procurement_structure: string | null;
                        funder_client: string | null;
                        total_net_internal_area: number | null;
                        loan_facility_budget: number | null;
                        loan_facility_out_turn: number | null;
                        confidence_level: number | null;
                        design_phase_weeks: number | null;
                        liability_period: number | null;
                        site_max_floors_above_ground: number | null;
                        site_max_floors_below_ground: number | null;
                        /** Format: date-time */
                        rule_off_date_for_valuations: string | null;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listProjectRiskAssessments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: date-time */
                        created_date: string;
                        current_status: string | null;
                        assessments: {
                            id: string;
                            category: string;
                            value: string | null;
                            score: string | null;
                        }[];
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listProjectAppraisals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description The APPRAISAL input setting’s display label */
                        label: string;
                        budget: number | null;
                        out_turn: number | null;
                        facility: number | null;
                        /** Format: date-time */
                        created_date: string;
                        /** Format: date-time */
                        last_modified_date: string | null;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProjectDrawnToDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the project has drawn to date, per facility and not allocated to one */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Drawn to date: every interim report’s drawdown added up (its aggregate amount, or on a report without one its facility lines); in the environment’s currency, to its minor unit */
                        total_drawn: number;
                        /** @description What the reports’ facility lines carry, over all facilities; in the environment’s currency, to its minor unit */
                        allocated: number;
                        /** @description total_drawn − allocated: drawn but not against a named facility; negative when lines exceed their reports’ aggregates; in the environment’s currency, to its minor unit */
                        unallocated: number;
                        facilities: {
                            id: string;
                            name: string;
                            /** @description The facility’s size; in the environment’s currency, to its minor unit */
                            amount: number;
                            /** @description What the reports’ lines on this facility carry; in the environment’s currency, to its minor unit */
                            drawn: number;
                            /** @description amount − drawn (negative: drawn beyond the facility); in the environment’s currency, to its minor unit */
                            left: number;
                        }[];
                        /**
                         * Format: int32
                         * @description How many interim reports it adds up
                         */
                        reports: number;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBenchmarkSnapshots: {
        parameters: {
            query?: {
                /** @description Items per page, 1–200 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Read incrementally: only items last modified at or after this instant (ISO 8601 with a zone, e.g. 2026-03-01T00:00:00Z; to the millisecond), oldest change first. Not with offset. */
                modified_since?: string;
                /** @description Read incrementally from where a page ended: its pagination.next_cursor, as it was given. It carries the filters it was read under (status, projectId, modified_since); leave them out or send the same. Not with offset. */
                cursor?: string;
                /** @description Only this project’s snapshots (404 if not the key’s) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With cursor or modified_since, {items, pagination: {limit, next_cursor}}; otherwise {items, pagination: {limit, offset, total}} */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            project_id: string;
                            /** Format: date-time */
                            created_date: string;
                            /** @enum {string} */
                            type: "STANDARD" | "COMPOSITE";
                            bcis: number | null;
                            model_value: number | null;
                            model_value_lower: number | null;
                            model_value_upper: number | null;
                            source_health: number | null;
                            community_value: number | null;
                        }[];
                        pagination: {
                            /** Format: int32 */
                            limit: number;
                            /** Format: int64 */
                            offset: number;
                            /**
                             * Format: int64
                             * @description All matching items; page until offset + items ≥ total
                             */
                            total: number;
                        };
                    } | {
                        items: {
                            id: string;
                            project_id: string;
                            /** Format: date-time */
                            created_date: string;
                            /** @enum {string} */
                            type: "STANDARD" | "COMPOSITE";
                            bcis: number | null;
                            model_value: number | null;
                            model_value_lower: number | null;
                            model_value_upper: number | null;
                            source_health: number | null;
                            community_value: number | null;
                        }[];
                        pagination: {
                            /** Format: int32 */
                            limit: number;
                            /** @description Where the next page starts: send it as cursor. Always present; after an empty page, keep the last one as a bookmark and resume from it later to receive every change committed since. */
                            next_cursor: string;
                        };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                /** @description Items per page, 1–200 */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Read incrementally: only items last modified at or after this instant (ISO 8601 with a zone, e.g. 2026-03-01T00:00:00Z; to the millisecond), oldest change first. Not with offset. */
                modified_since?: string;
                /** @description Read incrementally from where a page ended: its pagination.next_cursor, as it was given. It carries the filters it was read under (status, projectId, modified_since); leave them out or send the same. Not with offset. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With cursor or modified_since, {items, pagination: {limit, next_cursor}}; otherwise {items, pagination: {limit, offset, total}} */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @description INTERIM */
                            type: string;
                            /** @description MONTHLY */
                            period: string;
                            /** Format: int32 */
                            month: number;
                            /** Format: int32 */
                            year: number;
                            /** Format: int32 */
                            edition: number;
                            /** Format: date-time */
                            created_date: string;
                            /** Format: date-time */
                            last_modified_date: string;
                            project: {
                                id: string;
                                name: string;
                                project_reference: string;
                            };
                        }[];
                        pagination: {
                            /** Format: int32 */
                            limit: number;
                            /** Format: int64 */
                            offset: number;
                            /**
                             * Format: int64
                             * @description All matching items; page until offset + items ≥ total
                             */
                            total: number;
                        };
                    } | {
                        items: {
                            id: string;
                            /** @description INTERIM */
                            type: string;
                            /** @description MONTHLY */
                            period: string;
                            /** Format: int32 */
                            month: number;
                            /** Format: int32 */
                            year: number;
                            /** Format: int32 */
                            edition: number;
                            /** Format: date-time */
                            created_date: string;
                            /** Format: date-time */
                            last_modified_date: string;
                            project: {
                                id: string;
                                name: string;
                                project_reference: string;
                            };
                        }[];
                        pagination: {
                            /** Format: int32 */
                            limit: number;
                            /** @description Where the next page starts: send it as cursor. Always present; after an empty page, keep the last one as a bookmark and resume from it later to receive every change committed since. */
                            next_cursor: string;
                        };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Report id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A report with its risk statuses (D-44) */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description INTERIM */
                        type: string;
                        /** @description MONTHLY */
                        period: string;
                        /** Format: int32 */
                        month: number;
                        /** Format: int32 */
                        year: number;
                        /** Format: int32 */
                        edition: number;
                        /** Format: date-time */
                        created_date: string;
                        /** Format: date-time */
                        last_modified_date: string;
                        project: {
                            id: string;
                            name: string;
                            project_reference: string;
                        };
                        risk_statuses: {
                            id: string;
                            category: string;
                            description: string | null;
                            legend: string | null;
                            legend_colour: string | null;
                            /** Format: int32 */
                            month: number;
                            /** Format: int32 */
                            year: number;
                        }[];
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCommunityAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Community analytics: every figure from at least min_group_size projects */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description The k-anonymity floor: the largest of the communities’
                         */
                        min_group_size: number;
                        /**
                         * Format: int32
                         * @description Building-function buckets left out for being below the floor
                         */
                        omitted_buckets: number;
                        /**
                         * Format: int32
                         * @description Building-process buckets left out
                         */
                        omitted_process_buckets: number;
                        /**
                         * Format: int64
                         * @description Non-archived projects of the communities; null when fewer than min_group_size (but not none)
                         */
                        total_community_projects: number | null;
                        avg_cost_per_m2: number | null;
                        avg_total_cost: number | null;
                        communities: {
                            community_id: string;
                            name: string;
                            /**
                             * Format: int64
                             * @description Non-archived projects of the community; null when fewer than min_group_size (but not none)
                             */
                            project_count: number | null;
                        }[];
                        by_building_function: {
                            /**
                             * @description building_function or building_process value (D-40)
                             * @enum {string}
                             */
                            option_id: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other";
                            label: string;
                            /** Format: int64 */
                            project_count: number;
                            avg_cost_per_m2: number | null;
                            avg_total_cost: number | null;
                        }[];
                        by_building_process: {
                            /**
                             * @description building_function or building_process value (D-40)
                             * @enum {string}
                             */
                            option_id: "new_build" | "refurbishment" | "conversion" | "extension";
                            label: string;
                            /** Format: int64 */
                            project_count: number;
                            avg_cost_per_m2: number | null;
                            avg_total_cost: number | null;
                        }[];
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCommunityBenchmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Community benchmarks by building function (D-38) */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description The k-anonymity floor: the largest of the communities’
                         */
                        min_group_size: number;
                        /**
                         * Format: int32
                         * @description Building-function buckets left out for being below the floor
                         */
                        omitted_buckets: number;
                        by_building_function: {
                            /**
                             * @description building_function or building_process value (D-40)
                             * @enum {string}
                             */
                            option_id: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other";
                            label: string;
                            /** Format: int64 */
                            project_count: number;
                            avg_cost_per_m2: number | null;
                            avg_total_cost: number | null;
                            avg_footprint_cost: number | null;
                            avg_gifa: number | null;
                            median_cost_per_m2: number | null;
                        }[];
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The error body of every API (D-18) */
            403: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
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
            /** @description Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After */
            503: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before a retry */
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
                    };
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
                    /** @description Requests allowed in the period */
                    "X-Quota-Limit"?: number;
                    /** @description Requests left in the period */
                    "X-Quota-Remaining"?: number;
                    /** @description When the period ends (UTC) */
                    "X-Quota-Resets-At"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
