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
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password for a bearer token
         * @description Answers an access token (a JWT with kid, valid for JWT_TTL_SECONDS, an hour by default) for a user’s email and password (D-13). A wrong email or password is the same 401; after 10 failures for one email within 15 minutes, 429 with Retry-After. Each client (address; see TRUST_PROXY) may try 20 sign-ins at once and 10 a minute after that (CLIENT_SIGN_IN_LIMIT_*), then 429 with Retry-After. The answer is never cached (Cache-Control: no-store).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that verify bearer tokens (two during a rotation)
         * @description A JSON Web Key Set: every key whose tokens may still be in date, so that a rotation signs nobody out (D-13).
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user and their environment
         * @description The user as they are now (id, name, email, and the current role, which may differ from the token’s role claim once the operator changes it) and the environment (id, name, working currency). A client shows its controls by this role and formats money in this currency.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The projects the caller may see, newest first (D-19)
         * @description Paged with page and perPage (meta: total, lastPage, currentPage, perPage, prev, next), filtered by status, searched by name or project_reference (case-insensitive). ADMIN sees the whole environment, MEMBER and VIEWER their assigned projects.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create one project (ADMIN; the operator import’s body, D-24)
         * @description One project in the ProjectImport shape (D-17) with its nested records and history; the same rules as the operator import. A project_reference already used is 409; MEMBER and VIEWER get 403.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/appraisals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The APPRAISAL input-setting tree with the cost inputs of the projects the caller may see (D-20)
         * @description The environment’s APPRAISAL input settings as a tree (other_input_settings), each node with the cost inputs recorded against it for the projects the caller may see; projectId narrows them to one project (404 when not the caller’s).
         */
        get: operations["getAppraisals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One project in full
         * @description Every field of the project’s full record, with comments and the ids and names of its developments. A project the caller may not see, of another environment or absent is the same 404 (D-10).
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some of a project’s fields; status changes follow D-39
         * @description Any of the project’s own fields; only those that change are written and recorded as one PROJECT_UPDATED event. A status change D-39 does not allow is 409 naming the allowed ones; VIEWER gets 403.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/projects/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s audit events, newest first
         * @description Who changed what and when (D-24), newest first: by created_at, ties by id, which is the order the changes were applied in. limit events per answer; before=<the last id of the previous answer> for the next ones.
         */
        get: operations["listProjectEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s facilities
         * @description Every facility of the project, at most 100.
         */
        get: operations["listProjectFacilities"];
        put?: never;
        /**
         * Add a facility to the project
         * @description One more facility, recorded with its event; a project holds at most 100 (409 beyond). ADMIN, or a MEMBER assigned to the project.
         */
        post: operations["addProjectFacility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/facilities/{facilityId}": {
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
         * Remove one facility from the project
         * @description Removed and recorded as an event that keeps what it was. ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404. A facility that a drawdown report draws on cannot be removed: 409 naming the reports.
         */
        delete: operations["removeProjectFacility"];
        options?: never;
        head?: never;
        /**
         * Correct one facility of the project
         * @description Any of its members, at least one; those that change are written and recorded as one event with each change’s from and to (none: no event). ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404. A facility that a drawdown report draws on cannot be removed: 409 naming the reports.
         */
        patch: operations["updateProjectFacility"];
        trace?: never;
    };
    "/projects/{id}/developments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s developments
         * @description Every development (D-45) of the project, at most 100.
         */
        get: operations["listProjectDevelopments"];
        put?: never;
        /**
         * Add a development (D-45) to the project
         * @description One more development (D-45), recorded with its event; a project holds at most 100 (409 beyond). ADMIN, or a MEMBER assigned to the project.
         */
        post: operations["addProjectDevelopment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/developments/{developmentId}": {
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
         * Remove one development (D-45) from the project
         * @description Removed and recorded as an event that keeps what it was. ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404. A development with a stored benchmark of its own cannot be removed: 409 saying how many.
         */
        delete: operations["removeProjectDevelopment"];
        options?: never;
        head?: never;
        /**
         * Correct one development (D-45) of the project
         * @description Any of its members, at least one; those that change are written and recorded as one event with each change’s from and to (none: no event). ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404. A development with a stored benchmark of its own cannot be removed: 409 saying how many.
         */
        patch: operations["updateProjectDevelopment"];
        trace?: never;
    };
    "/projects/{id}/risk-assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s risk-assessments
         * @description Every risk assessment set (newest first) of the project, at most 1000.
         */
        get: operations["listProjectRiskAssessmentSets"];
        put?: never;
        /**
         * Add a risk assessment set (newest first) to the project
         * @description One more risk assessment set (newest first), recorded with its event; a project holds at most 1000 (409 beyond). ADMIN, or a MEMBER assigned to the project.
         */
        post: operations["addProjectRiskAssessmentSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/cost-inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s cost-inputs
         * @description Every cost input (appraisal line) of the project, at most 500.
         */
        get: operations["listProjectCostInputs"];
        /**
         * Replace the project’s cost-inputs whole
         * @description The project’s cost-inputs, replaced whole in one change with its event (at most 500); answers the new list.
         */
        put: operations["replaceProjectCostInputs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/cost-inputs/{lineId}": {
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
         * Remove one cost input (appraisal line) from the project
         * @description Removed and recorded as an event that keeps what it was. ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404. A new label is matched to the environment’s APPRAISAL input settings as PUT matches it; a label another line of the project has is 409. A PUT replaces every line with new ids.
         */
        delete: operations["removeProjectCostInput"];
        options?: never;
        head?: never;
        /**
         * Correct one cost input (appraisal line) of the project
         * @description Any of its members, at least one; those that change are written and recorded as one event with each change’s from and to (none: no event). ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404. A new label is matched to the environment’s APPRAISAL input settings as PUT matches it; a label another line of the project has is 409. A PUT replaces every line with new ids.
         */
        patch: operations["updateProjectCostInput"];
        trace?: never;
    };
    "/input-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The environment’s input settings, flat, in display order (D-44)
         * @description APPRAISAL and RISK categories with their ids, machine names, labels and nesting; kind narrows to one kind.
         */
        get: operations["listInputSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/risk-status-legends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The environment’s risk-status legend (D-44)
         * @description The statuses a risk can be given in a drawdown, e.g. Green “On track” #2E7D32.
         */
        get: operations["listRiskStatusLegends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/document-studio/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s document studio reports, the latest saved first (D-26)
         * @description Each report’s id (reportId), name, latest version and when it was created and last saved. Any role that may see the project.
         */
        get: operations["listDocumentReports"];
        put?: never;
        /**
         * Save a report’s next version (D-26 to D-30)
         * @description Validates the content (D-27: the schema, then unique sectionIds, children on sections only, data sources of the catalogue, CSS values; a 400 names the block’s path, e.g. content.blocks[3].children[0].type), sanitises narrative HTML (D-28), fills {{path}} placeholders with the project’s data and checks the template named by content.metadata.templateId (D-29: its sections in its order, every required one with content, all missing ones listed). Stores it as the next version of reportName (the first save: version 1); concurrent saves each get their own number. The version keeps the figures its data and table blocks read now (figures in its answer), which its PDF shows however the project changes later; saving the same content again refreshes a report with current data, as a new version. The body may be at most 1048576 bytes (REPORT_MAX_BYTES; larger: 413, nothing read further), hold at most 2000 blocks nested at most 8 deep. ADMIN, or a MEMBER assigned to the project; VIEWER 403; a project the user may not see 404.
         */
        post: operations["saveDocumentReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/document-studio/reports/{reportId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report’s versions, newest first (D-26)
         * @description Each version’s number, when it was saved and by whom; limit per answer (default 100), before=<the last version of the previous answer> for older ones. A report the project does not have: 404.
         */
        get: operations["listDocumentReportVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/document-studio/reports/{reportId}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version of a report, as it was saved (D-26)
         * @description The stored content (sanitised narratives, filled placeholders), the report’s name, when and by whom the version was saved, and its figures: the value of each data and table block’s dataSource as read when it was saved, with that time (figures.as_of). A version saved before versions kept figures is given the project’s data the first time it is read, and keeps it (figures.read: first_read). A version never changes: the same answer, byte for byte, however many versions follow and however the project changes. An unknown report or version: 404.
         */
        get: operations["getDocumentReportVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/document-studio/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a save would store, and the values of its data and table blocks, storing nothing
         * @description Every rule of a save (D-27 to D-29, the same 400s naming the block’s path or listing the required sections without content), narratives sanitised and {{path}} placeholders filled; answers that content, the environment’s currency and each data and table block’s dataSource with its value for the project now (what the PDF would show). Nothing is stored and no event recorded. The body may be at most 1048576 bytes (REPORT_MAX_BYTES; larger: 413, nothing read further), hold at most 2000 blocks nested at most 8 deep. Whoever may see the project (a VIEWER too); a project the user may not see 404.
         */
        post: operations["previewDocumentReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document-studio/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The environment’s document studio templates (D-8, D-29)
         * @description Every role. A report follows a template by naming its id in content.metadata.templateId: the template’s sections (blocks with a sectionId) then keep its order, and its required ones need content.
         */
        get: operations["listDocumentTemplates"];
        put?: never;
        /**
         * Add a document studio template (ADMIN, D-26, D-29)
         * @description Content as a report’s, with the same rules (D-27), sanitising (D-28), and placeholders that must name the catalogue (they stay placeholders until a report is saved); required sections may be empty. A name the environment’s templates have already: 409. The body may be at most 1048576 bytes (REPORT_MAX_BYTES; larger: 413, nothing read further), hold at most 2000 blocks nested at most 8 deep. MEMBER and VIEWER: 403.
         */
        post: operations["createDocumentTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document-studio/data-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The data-source catalogue: every dataSource path with its type (D-26)
         * @description Project fields and the latest benchmark (one value each: data blocks and {{path}} placeholders), tables (rows: table blocks, whose columns name the table’s column keys) and table columns (table.column: a data block aggregates one with a calculation). A table marked whole (benchmark.explanation, D-58) is shown by a data block as a table of all its columns. Every role.
         */
        get: operations["listDocumentDataSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/document-studio/reports/{reportId}/versions/{version}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version of a report as a PDF (D-26)
         * @description The version’s blocks on A4 pages: its title, sections with their headings, narratives with their emphasis, links and lists, data blocks and tables with the figures the version keeps (figures of GET …/versions/{version}: read when it was saved; formatted as currency in the currency they were read in, number, percent or date; a table’s header row on every page and, with a calculation, a total row), and on every page a footer with the report’s name, the version, the date it was saved and "page N of M". The same version gives the same file, byte for byte (its creation date is the version’s), however the project changes. Any role that may see the project; an unknown report or version: 404.
         */
        get: operations["getDocumentReportVersionPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/drawdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File a monthly drawdown (interim) report (D-23)
         * @description The aggregate drawdown, a line per facility of the project, a risk status per RISK category (with a legend of the environment), and the site visit with files uploaded for this project (POST /uploads). In one change: the report, the comments saved onto the project, the environment’s first interim template applied (template_id), and the project event REPORT_UPLOADED. A project the user may not see is 403, as is a VIEWER; another environment’s or a missing project 404; a referenced facility, input setting, legend or upload that is not there 404 naming it; the same project, month, year and edition again 409. Amounts are JSON numbers. Nothing is stored on any error.
         */
        post: operations["createDrawdownReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/interim-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s interim reports, newest first
         * @description Every interim report of the project, with its aggregate, facility lines, risk statuses (category, legend and colour as filed) and site visit, paged with page and perPage. Any role that may see the project; one it may not see is 404 (D-10).
         */
        get: operations["listProjectInterimReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/drawn-to-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the project has drawn to date, per facility and not allocated to one
         * @description Every interim report’s drawdown added up (its aggregate amount), what its facility lines carry on each facility, and what is drawn but not allocated to a facility; the forecast, the Data API and the document studio show the same figures. Any role that may see the project; one it may not see is 404 (D-10).
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
    "/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file for a project (D-25)
         * @description Multipart: project_id, then file (in this order; nothing else). The user must be able to change the project: one the user may not see is 404, one the user may only read (VIEWER) is 403, checked before the file is read. A file larger than 26214400 bytes (UPLOAD_MAX_BYTES) is 413 and nothing is kept. The file is stored under a generated storage_location, which a site visit of that project's drawdown reports may name; the filename is kept as text only. The file store not answering: 503 with Retry-After, and nothing is kept.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The environment’s webhook endpoints and their state
         * @description ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint; its signing secret is in this answer only
         * @description The URL is checked (https, absolute, at most 2,000 characters, not resolving to a forbidden address) and the events named. At most 20 endpoints per environment (409). ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint: whether it is enabled, and why not
         * @description ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint with its deliveries; none is attempted after
         * @description ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint’s URL, events or description, or disable or enable it
         * @description At least one member. A new URL is checked as at creation. ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, in this answer only; the previous one signs too for 24 hours
         * @description Each delivery carries a signature by each secret in force (webhook-signature: "v1,… v1,…"). ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint’s deliveries, newest first, each with its attempts
         * @description Paged by `before`: the id of the last delivery of the previous answer. ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now, with its webhook-id and body
         * @description Whatever its state (a delivered one is sent again). 409 while the endpoint is disabled. ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project figures grouped by postcode district or area, optionally near a point (D-22)
         * @description One entry per group (postcode district, the outward code such as SW1A, or area, its letters such as SW) with at least one counted project, most projects first. Over the projects the caller may see (a Platform key: its whole environment), archived ones and those without a valid postcode left out, of one status when status is given. With latitude and longitude (both, or 400 naming the missing one), a project counts when its own coordinates lie within radius_km (default 25, at most 500) of the point, so a radius can split a district; projects without coordinates never count then. average_value is the mean gross_development_value, average_risk the mean risk_score, average_project_length_days the mean of contract_completion_date − contract_start_date, average_programme_drift_days the mean of estimated_completion_date − contract_completion_date (positive = late); each over the projects that have its inputs, null when none has. _meta.latitude/longitude is the centroid of the counted projects’ coordinates, created_at when the figures were computed.
         */
        get: operations["getLocationMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmark/project/{projectId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every benchmark computed for a project, newest first (D-59)
         * @description One item per stored POST /benchmark/project/{projectId}, whatever its query (hybrid says whether it was the composite, development which development alone), newest first; nothing is ever rewritten. limit: 1-200, default 50; before: the computed_at of the previous answer's last item, for the next page (an empty list ends it). Imported history is on the Data API only. Any role that may see the project, or a Platform key (D-51).
         */
        get: operations["listProjectBenchmarkHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project’s likely final cost, its overrun risk and its facilities’ headroom (D-60)
         * @description The likely final cost (p10, p50, p90) from three readings combined by their precision: the latest standard benchmark (priced now, without storing, when none is stored) with its interval; the budget, moved by how far the environment’s completed projects ended from their budgets; and the drawdowns to date against the programme’s S-curve, as uncertain as completed projects’ drawdowns proved. overrun_probability is the chance the final cost exceeds total_budget; facility_headroom the facilities’ total less p50; basis says what was used. A project without total_budget, contract_start_date or estimated (or contracted) completion date, or that the model cannot price: 422 naming what is missing. Any role that may see the project, or a Platform key.
         */
        get: operations["getProjectForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmark/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest benchmark computed for a project (D-21)
         * @description The report of the latest POST /benchmark/project/{projectId} with the same query: standard; the whole composite (hybridSupport=true); or one development (hybridSupport=true&development=<id>). 404 when none has been computed yet; imported history is on the Data API only. hybridSupport is true or false (default false; anything else is 400); development (a development id of the project) needs hybridSupport=true (400 without it) and is 404 when not one of the project’s. Any role that may see the project, or a Platform key (D-51).
         */
        get: operations["getProjectBenchmark"];
        put?: never;
        /**
         * Compute and store a project’s benchmark (D-21, D-43)
         * @description Prices the project (or its developments) with the environment’s model and stores a snapshot, visible on the Data API’s /data/benchmarks: STANDARD, or COMPOSITE for hybridSupport=true (the GIFA-weighted combination of every development’s prediction, or one development’s). hybridSupport is true or false (default false; anything else is 400); development (a development id of the project) needs hybridSupport=true (400 without it) and is 404 when not one of the project’s. A project without developments has no composite (422). A project the model cannot price answers 422 naming every missing input (total_gifa, building_function, postcode or coordinates, a development’s total_gifa or building_function), or saying that there is no completed evidence yet; nothing is stored. An ADMIN, a MEMBER assigned to the project, or a Platform key; VIEWER 403 (D-51).
         */
        post: operations["createProjectBenchmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Benchmark a scheme that is not a project (D-21, D-54); nothing is stored
         * @description The D-54 body, snake_case: total_gifa, primary_building_function, primary_building_process and one of postcode (of a known postcode area; 400 otherwise) or location_index are required; every other input is optional, with ranges. Unknown members are 400 naming them. Priced by the caller’s environment’s model: 422 when there is no completed evidence yet. Any role, or a Platform key.
         */
        post: operations["benchmarkScheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmark/project/{projectId}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own projects most similar to a project (D-21, D-53)
         * @description The completed projects of the caller’s own environment that the model compares the project with, most similar first, each with its similarity (0-1), quality grade (A-E) and cost per m² rebased to the project’s location and date. Community evidence is never listed (D-43). limit: 1-50, default 10. 422 when the project cannot be priced. Any role that may see the project, or a Platform key.
         */
        get: operations["listSimilarProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{storage_location}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file’s bytes (D-56)
         * @description For a bearer token of any role that may see the upload’s project, or a Platform key. An unknown location, or one whose project the caller may not see: 404. One byte range (Range: bytes=…) is answered with 206 and Content-Range, a range beyond the file with 416; several ranges are answered with the whole file. If-None-Match with the ETag: 304. The file store not answering: 503 with Retry-After.
         */
        get: operations["getUpload"];
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
        /** @description An Appraisal: an APPRAISAL input setting with its children and cost inputs (D-20) */
        Appraisal: {
            /** Format: int64 */
            id: number;
            /** @description Display label */
            input_value: string;
            /** @description Machine name */
            input_field: string;
            other_input_settings: components["schemas"]["Appraisal"][];
            /** @description One per project in the caller’s scope at most */
            project_cost_inputs: {
                /** Format: int64 */
                id: number;
                /** Format: int64 */
                project_id: number;
                budget: number | null;
                out_turn: number | null;
            }[];
            /** Format: int64 */
            parent_id: number | null;
        };
        /** @description A content block. narrative content is HTML, sanitised by the service (D-28); title and list content is plain text (a list: one item per line). Only section blocks have children. */
        DocumentBlock: {
            /** @enum {string} */
            type: "title" | "narrative" | "data" | "table" | "section" | "list";
            /** @description Text of title, narrative and list blocks; {{path}} placeholders are filled at save time */
            content?: string;
            /** @description All optional */
            properties?: {
                /** @description The section’s id, unique in the report; a template’s sections are matched by it */
                sectionId?: string;
                /** @description Display title */
                title?: string;
                /** @description The block must have content (templates, D-29) */
                required?: boolean;
                /** @description A CSS length, e.g. 12px, 1.2em, 11pt */
                fontSize?: string;
                /** @enum {string} */
                textAlign?: "left" | "center" | "right" | "justify";
                /** @description A hex colour (#1f2937, #fff) or a CSS colour name */
                color?: string;
                /** @description A path of the data-source catalogue (data and table blocks) */
                dataSource?: string;
                /** @enum {string} */
                format?: "currency" | "number" | "percent" | "date" | "text";
                /**
                 * @description Data block: aggregates a table column (count: a table’s rows); table block: a total row of its currency and number columns
                 * @enum {string}
                 */
                calculation?: "sum" | "avg" | "min" | "max" | "count";
                /** @description Table block: the columns shown */
                columns?: {
                    /** @description A column of the table’s data source (GET /document-studio/data-sources) */
                    key: string;
                    /** @description The column’s heading */
                    title: string;
                    /**
                     * @description How the column’s values are shown; default: the column’s own type
                     * @enum {string}
                     */
                    format?: "currency" | "number" | "percent" | "date" | "text";
                }[];
                /** @enum {string} */
                listType?: "bullet" | "numbered";
            };
            /** @description Section blocks only */
            children?: components["schemas"]["DocumentBlock"][];
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
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
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
                        /** @description A JWT (ES256 or EdDSA, with kid) */
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /**
                         * Format: int32
                         * @description Seconds until it expires
                         */
                        expires_in: number;
                    };
                };
            };
            /** @description The error body of every API (D-18) */
            400: {
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
            401: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getJwks: {
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
                        keys: {
                            kid: string;
                            /** @description EC (ES256) or OKP (EdDSA) */
                            kty: string;
                            alg: string;
                            use: string;
                            crv: string;
                            x: string;
                            y?: string;
                        }[];
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
    getMe: {
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
                        user: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            email: string;
                            /**
                             * @description The role now, which the API checks on every request (the token’s claim is the role at sign-in)
                             * @enum {string}
                             */
                            role: "ADMIN" | "MEMBER" | "VIEWER";
                        };
                        environment: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @description ISO 4217 code of the environment’s working currency, e.g. GBP */
                            currency: string;
                        };
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
    listProjects: {
        parameters: {
            query?: {
                /** @description From 1 */
                page?: number;
                /** @description 1–100 */
                perPage?: number;
                status?: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
                /** @description Case-insensitive match on name or project_reference */
                search?: string;
            };
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
                        data: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            project_reference: string;
                            description: string | null;
                            /** @enum {string} */
                            project_status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
                        }[];
                        meta: {
                            /** Format: int64 */
                            total: number;
                            /**
                             * Format: int32
                             * @description At least 1
                             */
                            lastPage: number;
                            /**
                             * Format: int32
                             * @description The page asked for
                             */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * Format: int32
                             * @description The previous page; null on the first
                             */
                            prev: number | null;
                            /**
                             * Format: int32
                             * @description The next page; null on the last
                             */
                            next: number | null;
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
    createProject: {
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
        };
        responses: {
            /** @description A project’s full record */
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
                        /** Format: int64 */
                        environment_id: number;
                        project_reference: string;
                        /** @enum {string} */
                        project_status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
                        address: string | null;
                        postcode: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        description: string | null;
                        site_area: number | null;
                        field_site: string | null;
                        /** @enum {string|null} */
                        proposed_procurement_structure: "Main Contractor - Design & Build" | "Main Contractor - Traditional (Client with design responsibility)" | "Trades employed directly / with or without design" | "Self build" | null;
                        proposed_procurement_structure_other_specific: string | null;
                        contract_form: string | null;
                        gross_development_value: number | null;
                        total_budget: number | null;
                        loan_facility_budget: number | null;
                        total_gifa: number | null;
                        /** Format: int32 */
                        site_max_floors_above_ground: number | null;
                        /** Format: int32 */
                        site_max_floors_below_ground: number | null;
                        comments: string | null;
                        developments: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        client_reference: string | null;
                        site_description: string | null;
                        funder_client: string | null;
                        total_cost: number | null;
                        loan_facility_out_turn: number | null;
                        total_net_internal_area: number | null;
                        /** Format: int32 */
                        number_of_units: number | null;
                        /** Format: date-time */
                        contract_start_date: string | null;
                        /** Format: date-time */
                        contract_completion_date: string | null;
                        /** Format: date-time */
                        estimated_completion_date: string | null;
                        /** Format: date-time */
                        rule_off_date_for_valuations: string | null;
                        risk_score: number | null;
                        confidence_level: number | null;
                        design_phase_weeks: number | null;
                        liability_period: number | null;
                        /** @enum {string|null} */
                        building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                        /** @enum {string|null} */
                        building_process: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                        archived: boolean;
                        /** Format: date-time */
                        created_date: string;
                        /** Format: date-time */
                        last_modified_date: string;
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
            403: {
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
    getAppraisals: {
        parameters: {
            query?: {
                /** @description Only this project’s cost inputs */
                projectId?: string;
            };
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
                    "application/json": components["schemas"]["Appraisal"][];
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
            /** @description A project’s full record */
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
                        /** Format: int64 */
                        environment_id: number;
                        project_reference: string;
                        /** @enum {string} */
                        project_status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
                        address: string | null;
                        postcode: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        description: string | null;
                        site_area: number | null;
                        field_site: string | null;
                        /** @enum {string|null} */
                        proposed_procurement_structure: "Main Contractor - Design & Build" | "Main Contractor - Traditional (Client with design responsibility)" | "Trades employed directly / with or without design" | "Self build" | null;
                        proposed_procurement_structure_other_specific: string | null;
                        contract_form: string | null;
                        gross_development_value: number | null;
                        total_budget: number | null;
                        loan_facility_budget: number | null;
                        total_gifa: number | null;
                        /** Format: int32 */
                        site_max_floors_above_ground: number | null;
                        /** Format: int32 */
                        site_max_floors_below_ground: number | null;
                        comments: string | null;
                        developments: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        client_reference: string | null;
                        site_description: string | null;
                        funder_client: string | null;
                        total_cost: number | null;
                        loan_facility_out_turn: number | null;
                        total_net_internal_area: number | null;
                        /** Format: int32 */
                        number_of_units: number | null;
                        /** Format: date-time */
                        contract_start_date: string | null;
                        /** Format: date-time */
                        contract_completion_date: string | null;
                        /** Format: date-time */
                        estimated_completion_date: string | null;
                        /** Format: date-time */
                        rule_off_date_for_valuations: string | null;
                        risk_score: number | null;
                        confidence_level: number | null;
                        design_phase_weeks: number | null;
                        liability_period: number | null;
                        /** @enum {string|null} */
                        building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                        /** @enum {string|null} */
                        building_process: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                        archived: boolean;
                        /** Format: date-time */
                        created_date: string;
                        /** Format: date-time */
                        last_modified_date: string;
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
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    project_reference?: string;
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
                };
            };
        };
        responses: {
            /** @description A project’s full record */
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
                        /** Format: int64 */
                        environment_id: number;
                        project_reference: string;
                        /** @enum {string} */
                        project_status: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
                        address: string | null;
                        postcode: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        description: string | null;
                        site_area: number | null;
                        field_site: string | null;
                        /** @enum {string|null} */
                        proposed_procurement_structure: "Main Contractor - Design & Build" | "Main Contractor - Traditional (Client with design responsibility)" | "Trades employed directly / with or without design" | "Self build" | null;
                        proposed_procurement_structure_other_specific: string | null;
                        contract_form: string | null;
                        gross_development_value: number | null;
                        total_budget: number | null;
                        loan_facility_budget: number | null;
                        total_gifa: number | null;
                        /** Format: int32 */
                        site_max_floors_above_ground: number | null;
                        /** Format: int32 */
                        site_max_floors_below_ground: number | null;
                        comments: string | null;
                        developments: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        client_reference: string | null;
                        site_description: string | null;
                        funder_client: string | null;
                        total_cost: number | null;
                        loan_facility_out_turn: number | null;
                        total_net_internal_area: number | null;
                        /** Format: int32 */
                        number_of_units: number | null;
                        /** Format: date-time */
                        contract_start_date: string | null;
                        /** Format: date-time */
                        contract_completion_date: string | null;
                        /** Format: date-time */
                        estimated_completion_date: string | null;
                        /** Format: date-time */
                        rule_off_date_for_valuations: string | null;
                        risk_score: number | null;
                        confidence_level: number | null;
                        design_phase_weeks: number | null;
                        liability_period: number | null;
                        /** @enum {string|null} */
                        building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                        /** @enum {string|null} */
                        building_process: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                        archived: boolean;
                        /** Format: date-time */
                        created_date: string;
                        /** Format: date-time */
                        last_modified_date: string;
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
            403: {
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
    listProjectEvents: {
        parameters: {
            query?: {
                /** @description Events per answer */
                limit?: number;
                /** @description Only the events after this one in the list (the id of the last event of the previous answer); an id that is no event of the project gives none */
                before?: string;
            };
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** @description PROJECT_CREATED, PROJECT_UPDATED, FACILITY_ADDED, … */
                        kind: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: int64 */
                        user_id: number | null;
                        /** @description Who user_id is; null without a user (an operator import) or once the user is gone */
                        user: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        } | null;
                        details: {
                            [key: string]: unknown;
                        };
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
    listProjectFacilities: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        amount: number;
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
    addProjectFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    amount: number;
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
                        amount: number;
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
            403: {
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
    removeProjectFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
                /** @description The facility’s id */
                facilityId: string;
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
            403: {
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
    updateProjectFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
                /** @description The facility’s id */
                facilityId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    amount?: number;
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
                        name: string;
                        amount: number;
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
            403: {
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
    listProjectDevelopments: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        name: string;
                        /** @enum {string|null} */
                        building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                        /** @enum {string|null} */
                        building_process: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                        total_gifa: number | null;
                        /** Format: int32 */
                        individual_units: number | null;
                        /** Format: int32 */
                        site_max_floors_above_ground: number | null;
                        /** Format: int32 */
                        site_max_floors_below_ground: number | null;
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
    addProjectDevelopment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
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
                        /** @enum {string|null} */
                        building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                        /** @enum {string|null} */
                        building_process: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                        total_gifa: number | null;
                        /** Format: int32 */
                        individual_units: number | null;
                        /** Format: int32 */
                        site_max_floors_above_ground: number | null;
                        /** Format: int32 */
                        site_max_floors_below_ground: number | null;
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
            403: {
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
    removeProjectDevelopment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
                /** @description The development’s id */
                developmentId: string;
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
            403: {
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
    updateProjectDevelopment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
                /** @description The development’s id */
                developmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
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
                        name: string;
                        /** @enum {string|null} */
                        building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other" | null;
                        /** @enum {string|null} */
                        building_process: "new_build" | "refurbishment" | "conversion" | "extension" | null;
                        total_gifa: number | null;
                        /** Format: int32 */
                        individual_units: number | null;
                        /** Format: int32 */
                        site_max_floors_above_ground: number | null;
                        /** Format: int32 */
                        site_max_floors_below_ground: number | null;
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
            403: {
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
    listProjectRiskAssessmentSets: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** @enum {string|null} */
                        current_status: "DRAFT" | "SUBMITTED" | "APPROVED" | "REJECTED" | null;
                        /** Format: int64 */
                        created_by: number | null;
                        /** Format: date-time */
                        created_date: string;
                        assessments: {
                            /** Format: int64 */
                            id: number;
                            category: string;
                            value: string | null;
                            score: string | null;
                        }[];
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
    addProjectRiskAssessmentSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    current_status?: "DRAFT" | "SUBMITTED" | "APPROVED" | "REJECTED" | null;
                    assessments: {
                        category: string;
                        value?: string | null;
                        score?: string | null;
                    }[];
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
                        /** @enum {string|null} */
                        current_status: "DRAFT" | "SUBMITTED" | "APPROVED" | "REJECTED" | null;
                        /** Format: int64 */
                        created_by: number | null;
                        /** Format: date-time */
                        created_date: string;
                        assessments: {
                            /** Format: int64 */
                            id: number;
                            category: string;
                            value: string | null;
                            score: string | null;
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
            403: {
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
    listProjectCostInputs: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        input_setting_id: number;
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
    replaceProjectCostInputs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    budget?: number | null;
                    out_turn?: number | null;
                    facility?: number | null;
                }[];
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
                        input_setting_id: number;
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
            403: {
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
    removeProjectCostInput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
                /** @description The appraisal line’s id (GET /projects/{id}/cost-inputs) */
                lineId: string;
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
            403: {
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
    updateProjectCostInput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                id: string;
                /** @description The appraisal line’s id (GET /projects/{id}/cost-inputs) */
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    budget?: number | null;
                    out_turn?: number | null;
                    facility?: number | null;
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
                        input_setting_id: number;
                        /** @description The APPRAISAL input setting’s display label */
                        label: string;
                        budget: number | null;
                        out_turn: number | null;
                        facility: number | null;
                        /** Format: date-time */
                        created_date: string;
                        /** Format: date-time */
                        last_modified_date: string | null;
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
            403: {
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
    listInputSettings: {
        parameters: {
            query?: {
                kind?: "APPRAISAL" | "RISK";
            };
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
                        /** @enum {string} */
                        kind: "APPRAISAL" | "RISK";
                        /** @description Machine name */
                        input_field: string;
                        /** @description Display label */
                        input_value: string;
                        /** Format: int64 */
                        parent_id: number | null;
                        /**
                         * Format: int32
                         * @description Order among its siblings
                         */
                        position: number;
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
    listRiskStatusLegends: {
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
                        /** @description e.g. Green */
                        name: string;
                        description: string | null;
                        /** @description e.g. #2E7D32 */
                        colour: string;
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
    listDocumentReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
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
                        /** @description reportId */
                        id: string;
                        /** @description reportName */
                        name: string;
                        /** Format: int32 */
                        latest_version: number;
                        /**
                         * Format: date-time
                         * @description When the first version was saved
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When the latest version was saved
                         */
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
    saveDocumentReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
            };
            cookie?: never;
        };
        /** @description A report’s next version: its name and its content (D-26, D-27) */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique within the project; every save of it is a new version */
                    reportName: string;
                    content: {
                        /** @description At most 2000 blocks in all, nested at most 8 deep */
                        blocks: components["schemas"]["DocumentBlock"][];
                        metadata?: {
                            /** @description The id of the document studio template the report follows (D-29) */
                            templateId?: string;
                            /** @enum {string} */
                            reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                            author?: string;
                            /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                            lastModified?: string;
                        };
                    };
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
                        /** @description The report’s id: the same for every save of its reportName in the project */
                        reportId: string;
                        /**
                         * Format: int32
                         * @description The new version: 1 for the first save, then one more each save
                         */
                        version: number;
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
            403: {
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
    listDocumentReportVersions: {
        parameters: {
            query?: {
                /** @description Versions per answer */
                limit?: number;
                /** @description Only the versions after this one in the list (the last version of the previous answer); a number the report has no version of gives none */
                before?: number;
            };
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
                /** @description Report id (reportId) */
                reportId: string;
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
                        /** Format: int32 */
                        version: number;
                        /**
                         * Format: date-time
                         * @description When the version was saved
                         */
                        created_at: string;
                        /** @description The user who saved the version */
                        created_by: {
                            /**
                             * Format: int64
                             * @description User id
                             */
                            id: number;
                            name: string;
                        } | null;
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
    getDocumentReportVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
                /** @description Report id (reportId) */
                reportId: string;
                /** @description Version number */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stored version exactly as saved: sanitised narratives, filled placeholders, the figures of its data and table blocks; it never changes */
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
                        /** @description reportId */
                        report_id: string;
                        /** @description reportName */
                        report_name: string;
                        /** Format: int32 */
                        version: number;
                        /**
                         * Format: date-time
                         * @description When the version was saved
                         */
                        created_at: string;
                        /** @description The user who saved the version */
                        created_by: {
                            /**
                             * Format: int64
                             * @description User id
                             */
                            id: number;
                            name: string;
                        } | null;
                        /** @description The template it followed (metadata.templateId), if any */
                        template_id: string | null;
                        content: {
                            /** @description At most 2000 blocks in all, nested at most 8 deep */
                            blocks: components["schemas"]["DocumentBlock"][];
                            metadata?: {
                                /** @description The id of the document studio template the report follows (D-29) */
                                templateId?: string;
                                /** @enum {string} */
                                reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                                author?: string;
                                /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                                lastModified?: string;
                            };
                        };
                        /** @description The figures the version keeps: what its data and table blocks show, in its PDF too, however the project changes later. A save of the same content is a new version with the figures read then (refresh with current data). */
                        figures: {
                            /**
                             * Format: date-time
                             * @description When the figures were read: whatever the project held at that moment is in them
                             */
                            as_of: string;
                            /**
                             * @description saved: read by the save that made the version. first_read: the version was saved before versions kept their figures, and they were read the first time it was read afterwards (the project’s data then, not necessarily when it was saved), and kept from then on
                             * @enum {string}
                             */
                            read: "saved" | "first_read";
                            /** @description ISO 4217 code of the currency the money values are in */
                            currency: string;
                            /** @description Each data and table block’s dataSource path, with the value the version keeps for it (what its PDF shows) */
                            values: {
                                [key: string]: unknown;
                            };
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
    previewDocumentReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
            };
            cookie?: never;
        };
        /** @description The content a save would take (D-27) */
        requestBody: {
            content: {
                "application/json": {
                    content: {
                        /** @description At most 2000 blocks in all, nested at most 8 deep */
                        blocks: components["schemas"]["DocumentBlock"][];
                        metadata?: {
                            /** @description The id of the document studio template the report follows (D-29) */
                            templateId?: string;
                            /** @enum {string} */
                            reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                            author?: string;
                            /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                            lastModified?: string;
                        };
                    };
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
                        content: {
                            /** @description At most 2000 blocks in all, nested at most 8 deep */
                            blocks: components["schemas"]["DocumentBlock"][];
                            metadata?: {
                                /** @description The id of the document studio template the report follows (D-29) */
                                templateId?: string;
                                /** @enum {string} */
                                reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                                author?: string;
                                /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                                lastModified?: string;
                            };
                        };
                        /** @description ISO 4217 code of the environment’s currency, which money values are in */
                        currency: string;
                        /** @description Each data and table block’s dataSource path, with its value for the project now */
                        data: {
                            [key: string]: unknown;
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
    listDocumentTemplates: {
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
                        /** @description What a report’s content.metadata.templateId names */
                        id: string;
                        name: string;
                        /**
                         * Format: int32
                         * @description Order among the environment’s templates
                         */
                        position: number;
                        /** Format: date-time */
                        created_at: string;
                        content: {
                            /** @description At most 2000 blocks in all, nested at most 8 deep */
                            blocks: components["schemas"]["DocumentBlock"][];
                            metadata?: {
                                /** @description The id of the document studio template the report follows (D-29) */
                                templateId?: string;
                                /** @enum {string} */
                                reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                                author?: string;
                                /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                                lastModified?: string;
                            };
                        };
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
    createDocumentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique among the environment’s document studio templates */
                    name: string;
                    content: {
                        /** @description At most 2000 blocks in all, nested at most 8 deep */
                        blocks: components["schemas"]["DocumentBlock"][];
                        metadata?: {
                            /** @description The id of the document studio template the report follows (D-29) */
                            templateId?: string;
                            /** @enum {string} */
                            reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                            author?: string;
                            /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                            lastModified?: string;
                        };
                    };
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
                        /** @description What a report’s content.metadata.templateId names */
                        id: string;
                        name: string;
                        /**
                         * Format: int32
                         * @description Order among the environment’s templates
                         */
                        position: number;
                        /** Format: date-time */
                        created_at: string;
                        content: {
                            /** @description At most 2000 blocks in all, nested at most 8 deep */
                            blocks: components["schemas"]["DocumentBlock"][];
                            metadata?: {
                                /** @description The id of the document studio template the report follows (D-29) */
                                templateId?: string;
                                /** @enum {string} */
                                reportType?: "GENERAL" | "INITIAL" | "INTERIM" | "FINAL";
                                author?: string;
                                /** @description As the client keeps it, e.g. an ISO 8601 timestamp */
                                lastModified?: string;
                            };
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
            403: {
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
    listDocumentDataSources: {
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
                        /** @description What a block’s properties.dataSource or a {{path}} placeholder names */
                        path: string;
                        /**
                         * @description The value’s type; table: rows
                         * @enum {string}
                         */
                        type: "text" | "number" | "currency" | "percent" | "date" | "table";
                        /** @description Its name as people read it: what a builder offers to choose, and what a figure without a title of its own is called */
                        label: string;
                        description: string;
                        /** @description A table column: the table it belongs to (a data block aggregates it with a calculation) */
                        table?: string;
                        /** @description A table: its columns, which a table block’s columns name by key */
                        columns?: {
                            key: string;
                            /** @enum {string} */
                            type: "text" | "number" | "currency" | "percent" | "date";
                            title: string;
                        }[];
                        /** @description A table read whole (benchmark.explanation): a data block naming it shows every column as a table, not a count */
                        whole?: boolean;
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
    getDocumentReportVersionPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
                /** @description Report id (reportId) */
                reportId: string;
                /** @description Version number */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version rendered as a PDF (application/pdf), sent as it is rendered */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description inline; filename="<the report’s name, letters, digits, _ and - only>-v<version>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
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
    createDrawdownReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A monthly drawdown report to file (D-23) */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int64
                     * @description The project (the user must be able to change it)
                     */
                    project_id: number;
                    /**
                     * Format: int32
                     * @description 1-12
                     */
                    month: number;
                    /**
                     * Format: int32
                     * @description 2000-2100
                     */
                    year: number;
                    /**
                     * Format: int32
                     * @description Default 1; one report per project, month, year and edition (409 otherwise)
                     */
                    edition?: number;
                    /** @description Saved onto the project record (its comments), replacing what was there */
                    comments?: string;
                    /** @description The whole drawdown */
                    aggregate: {
                        /** @description Total drawn down */
                        amount: number;
                        /** @description Positive: surplus; negative: shortfall */
                        surplus_shortfall?: number | null;
                    };
                    /** @description One line per facility (may be empty) */
                    facility: {
                        /**
                         * Format: int64
                         * @description A facility of this project (GET /projects/{id}/facilities)
                         */
                        facility_id: number;
                        /** @description Drawn down on this facility */
                        amount: number;
                        /** @description Positive: surplus; negative: shortfall */
                        surplus_shortfall?: number | null;
                    }[];
                    /** @description One status per risk category (may be empty) */
                    riskStatus: {
                        /**
                         * Format: int64
                         * @description A RISK input setting of the environment (GET /input-settings?kind=RISK): the category
                         */
                        input_setting_id: number;
                        /**
                         * Format: int64
                         * @description A legend of the environment (GET /risk-status-legends)
                         */
                        risk_status_legend_id: number;
                        /** @description Shown as the risk status’s description on the Data API */
                        notes?: string | null;
                    }[];
                    /** @description The site visit; omitted when there was none */
                    visit?: {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        date: string;
                        notes?: string | null;
                        files?: {
                            /** @description The name shown for the file in this report */
                            filename: string;
                            /** @description The storage_location POST /uploads gave for a file of this project */
                            storage_location: string;
                            /**
                             * Format: int64
                             * @description When given: the upload’s own size
                             */
                            file_size?: number;
                            /** @description When given: the upload’s own media type */
                            mime_type?: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description The interim report filed (D-23) */
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
                        /** Format: date-time */
                        created_date: string;
                        /** Format: int64 */
                        project_id: number;
                        /** Format: int32 */
                        month: number;
                        /** Format: int32 */
                        year: number;
                        /** Format: int32 */
                        edition: number;
                        /**
                         * Format: int64
                         * @description The environment’s first interim report template, applied at creation (null only when it has none)
                         */
                        template_id: number | null;
                        /** @enum {string} */
                        type: "INTERIM_REPORT";
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
            403: {
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
    listProjectInterimReports: {
        parameters: {
            query?: {
                /** @description From 1 */
                page?: number;
                /** @description 1–100 */
                perPage?: number;
            };
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
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
                        data: {
                            /** Format: int64 */
                            id: number;
                            /** Format: date-time */
                            created_date: string;
                            /** Format: int64 */
                            project_id: number;
                            /** Format: int32 */
                            month: number;
                            /** Format: int32 */
                            year: number;
                            /** Format: int32 */
                            edition: number;
                            /**
                             * Format: int64
                             * @description The environment’s first interim report template, applied at creation (null only when it has none)
                             */
                            template_id: number | null;
                            /** @enum {string} */
                            type: "INTERIM_REPORT";
                            /**
                             * Format: int64
                             * @description The user who filed it; null for history imported by the operator
                             */
                            created_by: number | null;
                            aggregate: {
                                amount: number | null;
                                surplus_shortfall: number | null;
                            };
                            facility: {
                                /** Format: int64 */
                                facility_id: number;
                                amount: number;
                                surplus_shortfall: number | null;
                            }[];
                            riskStatus: {
                                /** Format: int64 */
                                input_setting_id: number | null;
                                /** Format: int64 */
                                risk_status_legend_id: number | null;
                                /** @description The RISK input setting’s label when filed */
                                category: string;
                                /** @description The legend’s name when filed */
                                legend: string | null;
                                /** @description The legend’s colour when filed */
                                legend_colour: string | null;
                                notes: string | null;
                            }[];
                            visit: {
                                /** Format: date */
                                date: string | null;
                                notes: string | null;
                                files: {
                                    filename: string;
                                    storage_location: string;
                                    /** Format: int64 */
                                    file_size: number | null;
                                    mime_type: string | null;
                                }[];
                            } | null;
                        }[];
                        meta: {
                            /** Format: int64 */
                            total: number;
                            /**
                             * Format: int32
                             * @description At least 1
                             */
                            lastPage: number;
                            /**
                             * Format: int32
                             * @description The page asked for
                             */
                            currentPage: number;
                            /** Format: int32 */
                            perPage: number;
                            /**
                             * Format: int32
                             * @description The previous page; null on the first
                             */
                            prev: number | null;
                            /**
                             * Format: int32
                             * @description The next page; null on the last
                             */
                            next: number | null;
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
    getProjectDrawnToDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every interim report’s drawdown added up: its aggregate amount (or, on a report without one, its facility lines); in the environment’s currency, to its minor unit */
                        drawn_to_date: number;
                        /** @description What the reports’ facility lines carry, over all facilities; in the environment’s currency, to its minor unit */
                        allocated: number;
                        /** @description drawn_to_date − allocated: drawn but not against a named facility (history imported with aggregate amounts only, or lines short of the aggregate); negative when lines exceed their reports’ aggregates; in the environment’s currency, to its minor unit */
                        unallocated: number;
                        facilities: {
                            /**
                             * Format: int64
                             * @description The facility
                             */
                            facility_id: number;
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
                        /** @description The latest report’s period; null without any */
                        latest: {
                            /** Format: int32 */
                            month: number;
                            /** Format: int32 */
                            year: number;
                        } | null;
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
    createUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The project the file is for (the user must be able to change it); sent before file */
                    project_id: string;
                    /** @description The file, at most 26214400 bytes (UPLOAD_MAX_BYTES); its part’s filename (at most 255 characters) and Content-Type are kept as text */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored file (D-25) */
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
                        /** @description Where the file is stored (generated by the service); what a site visit file names */
                        storage_location: string;
                        /**
                         * Format: int64
                         * @description Bytes stored
                         */
                        file_size: number;
                        /** @description The media type of the file’s part, as the client sent it (text/plain when it sent none, RFC 7578) */
                        mime_type: string;
                        /** @description The client’s filename, exactly as sent: text only, never a path */
                        filename: string;
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
            403: {
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
            503: {
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
    listWebhooks: {
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
                        items: {
                            /** Format: int64 */
                            id: number;
                            url: string;
                            events: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                            description: string | null;
                            /** @description false once disabled by an ADMIN or by the service (disabled_reason says which) */
                            enabled: boolean;
                            /**
                             * @description GONE: it answered 410; FAILING_3_DAYS: its deliveries failed for 3 days; DISABLED_BY_ADMIN
                             * @enum {string|null}
                             */
                            disabled_reason: "GONE" | "FAILING_3_DAYS" | "DISABLED_BY_ADMIN" | null;
                            /** Format: date-time */
                            disabled_at: string | null;
                            /**
                             * Format: date-time
                             * @description When its current run of failed attempts began; null after a delivery succeeds
                             */
                            failing_since: string | null;
                            /**
                             * Format: date-time
                             * @description After a rotation: until when the previous secret signs too
                             */
                            previous_secret_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
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
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Absolute https URL the events are POSTed to (http only for a host listed in WEBHOOK_ALLOWED_HOSTS). Its host must not resolve to a loopback, private, link-local or cloud-metadata address unless it is listed there; checked here and again at every delivery. */
                    url: string;
                    /** @description The events the endpoint receives (a name given twice counts once) */
                    events: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                    /** @description What the endpoint is for, in words */
                    description?: string | null;
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
                        url: string;
                        events: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                        description: string | null;
                        /** @description false once disabled by an ADMIN or by the service (disabled_reason says which) */
                        enabled: boolean;
                        /**
                         * @description GONE: it answered 410; FAILING_3_DAYS: its deliveries failed for 3 days; DISABLED_BY_ADMIN
                         * @enum {string|null}
                         */
                        disabled_reason: "GONE" | "FAILING_3_DAYS" | "DISABLED_BY_ADMIN" | null;
                        /** Format: date-time */
                        disabled_at: string | null;
                        /**
                         * Format: date-time
                         * @description When its current run of failed attempts began; null after a delivery succeeds
                         */
                        failing_since: string | null;
                        /**
                         * Format: date-time
                         * @description After a rotation: until when the previous secret signs too
                         */
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The signing secret (Standard Webhooks), shown only in this answer: store it now */
                        secret: string;
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
            403: {
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
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id */
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
                        /** Format: int64 */
                        id: number;
                        url: string;
                        events: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                        description: string | null;
                        /** @description false once disabled by an ADMIN or by the service (disabled_reason says which) */
                        enabled: boolean;
                        /**
                         * @description GONE: it answered 410; FAILING_3_DAYS: its deliveries failed for 3 days; DISABLED_BY_ADMIN
                         * @enum {string|null}
                         */
                        disabled_reason: "GONE" | "FAILING_3_DAYS" | "DISABLED_BY_ADMIN" | null;
                        /** Format: date-time */
                        disabled_at: string | null;
                        /**
                         * Format: date-time
                         * @description When its current run of failed attempts began; null after a delivery succeeds
                         */
                        failing_since: string | null;
                        /**
                         * Format: date-time
                         * @description After a rotation: until when the previous secret signs too
                         */
                        previous_secret_expires_at: string | null;
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
            403: {
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
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id */
                id: string;
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
            403: {
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
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Absolute https URL the events are POSTed to (http only for a host listed in WEBHOOK_ALLOWED_HOSTS). Its host must not resolve to a loopback, private, link-local or cloud-metadata address unless it is listed there; checked here and again at every delivery. */
                    url?: string;
                    /** @description The events the endpoint receives (a name given twice counts once) */
                    events?: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                    /** @description What the endpoint is for, in words */
                    description?: string | null;
                    /** @description false: no delivery is attempted (pending ones wait); true: enabled again, its run of failures forgotten */
                    enabled?: boolean;
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
                        url: string;
                        events: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                        description: string | null;
                        /** @description false once disabled by an ADMIN or by the service (disabled_reason says which) */
                        enabled: boolean;
                        /**
                         * @description GONE: it answered 410; FAILING_3_DAYS: its deliveries failed for 3 days; DISABLED_BY_ADMIN
                         * @enum {string|null}
                         */
                        disabled_reason: "GONE" | "FAILING_3_DAYS" | "DISABLED_BY_ADMIN" | null;
                        /** Format: date-time */
                        disabled_at: string | null;
                        /**
                         * Format: date-time
                         * @description When its current run of failed attempts began; null after a delivery succeeds
                         */
                        failing_since: string | null;
                        /**
                         * Format: date-time
                         * @description After a rotation: until when the previous secret signs too
                         */
                        previous_secret_expires_at: string | null;
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
            403: {
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
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id */
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
                        /** Format: int64 */
                        id: number;
                        url: string;
                        events: ("project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created")[];
                        description: string | null;
                        /** @description false once disabled by an ADMIN or by the service (disabled_reason says which) */
                        enabled: boolean;
                        /**
                         * @description GONE: it answered 410; FAILING_3_DAYS: its deliveries failed for 3 days; DISABLED_BY_ADMIN
                         * @enum {string|null}
                         */
                        disabled_reason: "GONE" | "FAILING_3_DAYS" | "DISABLED_BY_ADMIN" | null;
                        /** Format: date-time */
                        disabled_at: string | null;
                        /**
                         * Format: date-time
                         * @description When its current run of failed attempts began; null after a delivery succeeds
                         */
                        failing_since: string | null;
                        /**
                         * Format: date-time
                         * @description After a rotation: until when the previous secret signs too
                         */
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The signing secret (Standard Webhooks), shown only in this answer: store it now */
                        secret: string;
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
            403: {
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
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Deliveries per answer */
                limit?: number;
                /** @description Only the deliveries after this one in the list (the id of the last delivery of the previous answer) */
                before?: string;
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id */
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
                        items: {
                            /** Format: int64 */
                            id: number;
                            /** @description The webhook-id header: one per event, the same at every attempt and for every endpoint */
                            webhook_id: string;
                            /** @enum {string} */
                            type: "project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created";
                            /** Format: int64 */
                            project_id: number;
                            /** @description The body as sent */
                            payload: {
                                /** @enum {string} */
                                type: "project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created";
                                /** Format: date-time */
                                timestamp: string;
                                data: {
                                    /** Format: int64 */
                                    environment_id: number;
                                    /** Format: int64 */
                                    project_id: number;
                                    /**
                                     * Format: int64
                                     * @description The record the event names
                                     */
                                    id: number;
                                };
                            };
                            /**
                             * @description FAILED: every attempt of the schedule failed
                             * @enum {string}
                             */
                            state: "PENDING" | "DELIVERED" | "FAILED";
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the next attempt is due; null unless PENDING
                             */
                            next_attempt_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** @description Oldest first */
                            attempts: {
                                /** Format: date-time */
                                attempted_at: string;
                                /** Format: int32 */
                                duration_ms: number;
                                /**
                                 * Format: int32
                                 * @description The HTTP status; null when none came
                                 */
                                status: number | null;
                                /**
                                 * @description refused: the address was forbidden, or the secret could not be opened
                                 * @enum {string}
                                 */
                                outcome: "delivered" | "http_error" | "timeout" | "network_error" | "refused";
                                /** @description The first 1 KB of the answer */
                                response_excerpt: string;
                                /** @description What went wrong when no answer came */
                                error: string | null;
                            }[];
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
            403: {
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
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id */
                id: string;
                /** @description Delivery id */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
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
                        /** @description The webhook-id header: one per event, the same at every attempt and for every endpoint */
                        webhook_id: string;
                        /** @enum {string} */
                        type: "project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created";
                        /** Format: int64 */
                        project_id: number;
                        /** @description The body as sent */
                        payload: {
                            /** @enum {string} */
                            type: "project.created" | "project.updated" | "interim_report.created" | "document_report.version_saved" | "benchmark.computed" | "upload.created";
                            /** Format: date-time */
                            timestamp: string;
                            data: {
                                /** Format: int64 */
                                environment_id: number;
                                /** Format: int64 */
                                project_id: number;
                                /**
                                 * Format: int64
                                 * @description The record the event names
                                 */
                                id: number;
                            };
                        };
                        /**
                         * @description FAILED: every attempt of the schedule failed
                         * @enum {string}
                         */
                        state: "PENDING" | "DELIVERED" | "FAILED";
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When the next attempt is due; null unless PENDING
                         */
                        next_attempt_at: string | null;
                        /** Format: date-time */
                        delivered_at: string | null;
                        /** @description Oldest first */
                        attempts: {
                            /** Format: date-time */
                            attempted_at: string;
                            /** Format: int32 */
                            duration_ms: number;
                            /**
                             * Format: int32
                             * @description The HTTP status; null when none came
                             */
                            status: number | null;
                            /**
                             * @description refused: the address was forbidden, or the secret could not be opened
                             * @enum {string}
                             */
                            outcome: "delivered" | "http_error" | "timeout" | "network_error" | "refused";
                            /** @description The first 1 KB of the answer */
                            response_excerpt: string;
                            /** @description What went wrong when no answer came */
                            error: string | null;
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
            403: {
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
    getLocationMetrics: {
        parameters: {
            query?: {
                /** @description WGS84 latitude of the point; needs longitude */
                latitude?: number;
                /** @description WGS84 longitude of the point; needs latitude */
                longitude?: number;
                /** @description Projects count when within this many km of the point (great-circle); ignored without a point */
                radius_km?: number;
                /** @description district: the postcode’s outward code (SW1A); area: its letters (SW) */
                group_by?: "district" | "area";
                /** @description Only projects of this status */
                status?: "PENDING" | "IN_PROGRESS" | "DEFECTS_CORRECTION" | "COMPLETED" | "PRE_CONTRACT" | "NOT_YET_SECURED";
            };
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
                        /** @description Mean gross_development_value; null when none of the group’s projects has one */
                        average_value: number | null;
                        /** @description Mean risk_score */
                        average_risk: number | null;
                        /** @description Mean of contract_completion_date − contract_start_date, in days */
                        average_project_length_days: number | null;
                        /** @description Mean of estimated_completion_date − contract_completion_date, in days: positive is late, negative early */
                        average_programme_drift_days: number | null;
                        _meta: {
                            /** @description The group’s centroid: the mean of its counted projects’ coordinates (without any: its area’s centre; null when the area is unknown) */
                            latitude: number | null;
                            longitude: number | null;
                            /**
                             * Format: date-time
                             * @description When the figures were computed (UTC)
                             */
                            created_at: string;
                            /** @description The postcode district (SW1A) or area (SW) */
                            group: string;
                            /** @enum {string} */
                            group_by: "district" | "area";
                            /**
                             * Format: int32
                             * @description The projects the figures are over
                             */
                            project_count: number;
                        };
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
    listProjectBenchmarkHistory: {
        parameters: {
            query?: {
                /** @description Benchmarks per answer (default 50, at most 200) */
                limit?: number;
                /** @description Only benchmarks computed before this time: the computed_at of the last item of the previous answer */
                before?: string;
            };
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
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
                        items: {
                            /**
                             * Format: date-time
                             * @description When the benchmark was computed and stored (to the millisecond; no two of a project share one)
                             */
                            computed_at: string;
                            /** @description The predicted cost per m² it answered */
                            adjusted_cost_per_m2: number;
                            /** @description Lower end of its 80% prediction interval */
                            lower_limit: number;
                            /** @description Upper end of its 80% prediction interval */
                            upper_limit: number;
                            /** @description The model and the evidence it was fitted on */
                            model_version: string;
                            /** @description Reliability of its evidence, 20-100 */
                            source_health: number;
                            /** @description true: a composite benchmark (hybridSupport=true); false: the standard one */
                            hybrid: boolean;
                            /**
                             * Format: int64
                             * @description The development it priced alone (hybrid only); null for the whole project
                             */
                            development: number | null;
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
    getProjectForecast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description D-60: cost to complete and overrun risk */
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
                        /**
                         * Format: date-time
                         * @description When the forecast was made
                         */
                        as_of: string;
                        /** @description The project’s total budget */
                        total_budget: number;
                        /** @description Every interim report’s drawdown added up, as GET /projects/{projectId}/drawn-to-date answers it */
                        drawn_to_date: number;
                        /** @description drawn_to_date / total_budget; a fraction (0.25 = 25%) */
                        drawn_share: number;
                        /** @description The share of the programme (contract start to estimated completion) elapsed at as_of, 0-1 */
                        time_elapsed_share: number;
                        /** @description The project’s likely final cost, and the 80% range around it */
                        forecast_final_cost: {
                            /** @description A final cost the project has a 10% chance of coming in under */
                            p10: number;
                            /** @description The likely final cost (median) */
                            p50: number;
                            /** @description A final cost the project has a 90% chance of coming in under */
                            p90: number;
                        };
                        /** @description The chance that the final cost exceeds total_budget, 0-1 */
                        overrun_probability: number;
                        /** @description The project’s facilities in total, less forecast_final_cost.p50 (negative: the facilities fall short) */
                        facility_headroom: number;
                        /** @description What the forecast used, in words, with each reading’s weight */
                        basis: string;
                        /** @description The benchmark the forecast rests on */
                        benchmark: {
                            /** @description The benchmark’s adjusted cost per m2, to the penny */
                            adjusted_cost_per_m2: number;
                            /**
                             * Format: date-time
                             * @description When the stored benchmark it rests on was run (GET /benchmark/project/{projectId} answers it); null: none is stored, and one was priced for this forecast
                             */
                            computed_at: string | null;
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
            422: {
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
    getProjectBenchmark: {
        parameters: {
            query?: {
                /** @description true: the composite benchmark of the project’s developments (D-43); false (default): the standard one */
                hybridSupport?: "true" | "false";
                /** @description One development of the project (needs hybridSupport=true) */
                development?: string;
            };
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A benchmark report (standard model, D-42) with D-53’s predictions, comparisons and metadata */
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
                        /** @description Predicted building cost at the national price level: base rate per m² × GIFA */
                        totals: number;
                        /** @description totals × _meta.external_works_percentage */
                        external_works_variation: number;
                        /** @description totals + external_works_variation */
                        total_including_external_works: number;
                        /** @description total_including_external_works × (1 + _meta.adjustment_percentage) × _meta.location.index / 100 */
                        total_adjusted_value: number;
                        /** @description total_adjusted_value / GIFA */
                        adjusted_cost_per_m2: number;
                        /** @description Lower end of the 80% prediction interval of adjusted_cost_per_m2 */
                        lower_limit: number;
                        /** @description Upper end of the 80% prediction interval of adjusted_cost_per_m2 */
                        upper_limit: number;
                        _meta: {
                            /** @description Abnormal costs and features over the building cost; a fraction (0.25 = 25%) */
                            adjustment_percentage: number;
                            /** @description External works over the building cost, from the comparables; a fraction (0.25 = 25%) */
                            external_works_percentage: number;
                            /** @description How much comparable evidence there was, 0-100 */
                            strength: number;
                            /** @description How closely the comparables match, 0-100 */
                            profiled_strength: number;
                            location: {
                                /** @description The area’s county (null when only an index was given) */
                                county: string | null;
                                /** @description Location index applied, 100 = UK average */
                                index: number;
                                /** @description Postcode area letters (null when only an index was given) */
                                area: string | null;
                                /**
                                 * @description How the location was found (D-52)
                                 * @enum {string}
                                 */
                                source: "postcode" | "coordinates" | "index";
                            };
                        };
                        predictions: {
                            /** @description The cost forecast per m² (= adjusted_cost_per_m2) */
                            cost_per_m2: number;
                            /** @description The cost forecast (= total_adjusted_value) */
                            total_cost: number;
                            interval: {
                                /** @description Confidence level of the interval: 0.8 */
                                level: number;
                                /** @description = lower_limit */
                                lower: number;
                                /** @description = upper_limit */
                                upper: number;
                            };
                            /**
                             * @description Strong, Good, Fair or Weak, from the source health
                             * @enum {string}
                             */
                            quality_rating: "Strong" | "Good" | "Fair" | "Weak";
                        };
                        comparisons: {
                            /** @description The most similar projects of the caller’s own environment (never another environment’s, D-43) */
                            similar_projects: {
                                /**
                                 * Format: int64
                                 * @description A project of the caller’s own environment
                                 */
                                project_id: number;
                                name: string;
                                /** @description How alike it is to the scheme, 0-1 */
                                similarity: number;
                                /**
                                 * @description A (closest match) to E
                                 * @enum {string}
                                 */
                                quality_grade: "A" | "B" | "C" | "D" | "E";
                                /** @description Its out-turn cost per m², rebased to the scheme’s location and date */
                                cost_per_m2: number;
                            }[];
                            /**
                             * Format: int32
                             * @description Comparables of the building function the model used
                             */
                            comparable_count: number;
                            /**
                             * Format: int32
                             * @description Of those, from community environments (counts only, never named)
                             */
                            community_count: number;
                            /** @description Reliability of the evidence, 20-100 */
                            source_health: number;
                        };
                        /** @description D-58: the base, then one step per factor (location, date, function and process, size, storeys and basements, procurement, site and density, abnormal costs, the nearest comparables, structured parking) */
                        explanation?: {
                            /** @description The national reference rate of the building function per m² (new build, UK average location, 2024 prices), to the penny */
                            base_cost_per_m2: number;
                            steps: {
                                /**
                                 * @description The factor, in this fixed order; a stable machine name
                                 * @enum {string}
                                 */
                                factor: "location" | "date" | "function_and_process" | "size" | "storeys_and_basements" | "procurement" | "site_and_density" | "abnormal_costs" | "nearest_evidence" | "parking";
                                /** @description What the factor does, in a sentence with its figure, e.g. "Lancashire prices (location index 102.4): 2.4% above the UK average" */
                                label: string;
                                /** @description What the step multiplies the running rate by; base × every multiplier = adjusted_cost_per_m2 within a penny */
                                multiplier: number;
                                /** @description The step’s effect in pounds per m², whole pence; base + every effect = adjusted_cost_per_m2 to the penny, exactly */
                                effect_per_m2: number;
                            }[];
                        };
                        metadata: {
                            /**
                             * Format: date-time
                             * @description When the report was computed
                             */
                            generated_at: string;
                            /** @description The model and the evidence it was fitted on */
                            model_version: string;
                            /** @description What the model learned from */
                            data_source: string;
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
    createProjectBenchmark: {
        parameters: {
            query?: {
                /** @description true: the composite benchmark of the project’s developments (D-43); false (default): the standard one */
                hybridSupport?: "true" | "false";
                /** @description One development of the project (needs hybridSupport=true) */
                development?: string;
            };
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A benchmark report (standard model, D-42) with D-53’s predictions, comparisons and metadata */
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
                        /** @description Predicted building cost at the national price level: base rate per m² × GIFA */
                        totals: number;
                        /** @description totals × _meta.external_works_percentage */
                        external_works_variation: number;
                        /** @description totals + external_works_variation */
                        total_including_external_works: number;
                        /** @description total_including_external_works × (1 + _meta.adjustment_percentage) × _meta.location.index / 100 */
                        total_adjusted_value: number;
                        /** @description total_adjusted_value / GIFA */
                        adjusted_cost_per_m2: number;
                        /** @description Lower end of the 80% prediction interval of adjusted_cost_per_m2 */
                        lower_limit: number;
                        /** @description Upper end of the 80% prediction interval of adjusted_cost_per_m2 */
                        upper_limit: number;
                        _meta: {
                            /** @description Abnormal costs and features over the building cost; a fraction (0.25 = 25%) */
                            adjustment_percentage: number;
                            /** @description External works over the building cost, from the comparables; a fraction (0.25 = 25%) */
                            external_works_percentage: number;
                            /** @description How much comparable evidence there was, 0-100 */
                            strength: number;
                            /** @description How closely the comparables match, 0-100 */
                            profiled_strength: number;
                            location: {
                                /** @description The area’s county (null when only an index was given) */
                                county: string | null;
                                /** @description Location index applied, 100 = UK average */
                                index: number;
                                /** @description Postcode area letters (null when only an index was given) */
                                area: string | null;
                                /**
                                 * @description How the location was found (D-52)
                                 * @enum {string}
                                 */
                                source: "postcode" | "coordinates" | "index";
                            };
                        };
                        predictions: {
                            /** @description The cost forecast per m² (= adjusted_cost_per_m2) */
                            cost_per_m2: number;
                            /** @description The cost forecast (= total_adjusted_value) */
                            total_cost: number;
                            interval: {
                                /** @description Confidence level of the interval: 0.8 */
                                level: number;
                                /** @description = lower_limit */
                                lower: number;
                                /** @description = upper_limit */
                                upper: number;
                            };
                            /**
                             * @description Strong, Good, Fair or Weak, from the source health
                             * @enum {string}
                             */
                            quality_rating: "Strong" | "Good" | "Fair" | "Weak";
                        };
                        comparisons: {
                            /** @description The most similar projects of the caller’s own environment (never another environment’s, D-43) */
                            similar_projects: {
                                /**
                                 * Format: int64
                                 * @description A project of the caller’s own environment
                                 */
                                project_id: number;
                                name: string;
                                /** @description How alike it is to the scheme, 0-1 */
                                similarity: number;
                                /**
                                 * @description A (closest match) to E
                                 * @enum {string}
                                 */
                                quality_grade: "A" | "B" | "C" | "D" | "E";
                                /** @description Its out-turn cost per m², rebased to the scheme’s location and date */
                                cost_per_m2: number;
                            }[];
                            /**
                             * Format: int32
                             * @description Comparables of the building function the model used
                             */
                            comparable_count: number;
                            /**
                             * Format: int32
                             * @description Of those, from community environments (counts only, never named)
                             */
                            community_count: number;
                            /** @description Reliability of the evidence, 20-100 */
                            source_health: number;
                        };
                        /** @description D-58: the base, then one step per factor (location, date, function and process, size, storeys and basements, procurement, site and density, abnormal costs, the nearest comparables, structured parking) */
                        explanation?: {
                            /** @description The national reference rate of the building function per m² (new build, UK average location, 2024 prices), to the penny */
                            base_cost_per_m2: number;
                            steps: {
                                /**
                                 * @description The factor, in this fixed order; a stable machine name
                                 * @enum {string}
                                 */
                                factor: "location" | "date" | "function_and_process" | "size" | "storeys_and_basements" | "procurement" | "site_and_density" | "abnormal_costs" | "nearest_evidence" | "parking";
                                /** @description What the factor does, in a sentence with its figure, e.g. "Lancashire prices (location index 102.4): 2.4% above the UK average" */
                                label: string;
                                /** @description What the step multiplies the running rate by; base × every multiplier = adjusted_cost_per_m2 within a penny */
                                multiplier: number;
                                /** @description The step’s effect in pounds per m², whole pence; base + every effect = adjusted_cost_per_m2 to the penny, exactly */
                                effect_per_m2: number;
                            }[];
                        };
                        metadata: {
                            /**
                             * Format: date-time
                             * @description When the report was computed
                             */
                            generated_at: string;
                            /** @description The model and the evidence it was fitted on */
                            model_version: string;
                            /** @description What the model learned from */
                            data_source: string;
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
            403: {
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
            422: {
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
    benchmarkScheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description D-54: one of postcode or location_index is required; unknown members are 400 */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Gross internal floor area, m² (> 0) */
                    total_gifa: number;
                    /**
                     * @description D-40 building function
                     * @enum {string}
                     */
                    primary_building_function: "residential" | "office" | "retail" | "industrial" | "education" | "healthcare" | "leisure" | "hotel" | "mixed_use" | "other";
                    /**
                     * @description D-40 building process
                     * @enum {string}
                     */
                    primary_building_process: "new_build" | "refurbishment" | "conversion" | "extension";
                    /** @description A UK postcode (its area must be in the shipped table); one of postcode or location_index is required */
                    postcode?: string;
                    /** @description Location index, 100 = UK average; used when no postcode is given */
                    location_index?: number;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD: the date the cost is priced at (default today)
                     */
                    start_date?: string;
                    /** @description Net internal area, m² */
                    total_net_internal_area?: number;
                    /**
                     * Format: int32
                     * @description Dwellings or other units
                     */
                    individual_units?: number;
                    /** @description Site area, m² */
                    site_area?: number;
                    /**
                     * Format: int32
                     * @description Storeys above ground (0-200)
                     */
                    site_max_floors_above_ground?: number;
                    /**
                     * Format: int32
                     * @description Basement levels (0-200)
                     */
                    site_max_floors_below_ground?: number;
                    /**
                     * Format: int32
                     * @description Parking spaces of this kind
                     */
                    detached_garage_spaces?: number;
                    /**
                     * Format: int32
                     * @description Parking spaces of this kind
                     */
                    basement_parking_spaces?: number;
                    /**
                     * Format: int32
                     * @description Parking spaces of this kind
                     */
                    integral_garage_spaces?: number;
                    /**
                     * Format: int32
                     * @description Parking spaces of this kind
                     */
                    undercroft_parking_spaces?: number;
                    /**
                     * Format: int32
                     * @description Parking spaces of this kind
                     */
                    car_ports?: number;
                    /**
                     * Format: int32
                     * @description Parking spaces of this kind
                     */
                    surface_parking?: number;
                    /**
                     * @description A procurement structure, as on the project record
                     * @enum {string}
                     */
                    procurement_arrangements?: "Main Contractor - Design & Build" | "Main Contractor - Traditional (Client with design responsibility)" | "Trades employed directly / with or without design" | "Self build";
                    /** @description Abnormal cost of this item, in pounds */
                    demolition?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    contaminated_soil_removal?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    piling?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    basement_construction?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    structural_alterations?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    concrete_frame?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    lift_escalator?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    retaining_walls?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    diversion_of_services?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    drainage_pumping_station?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    electricity_sub_station?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    sprinkler_system?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    party_wall?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    balconies_terraces_winter_gardens?: number;
                    /** @description Abnormal cost of this item, in pounds */
                    basement_car_parking?: number;
                };
            };
        };
        responses: {
            /** @description A benchmark report (standard model, D-42) with D-53’s predictions, comparisons and metadata */
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
                        /** @description Predicted building cost at the national price level: base rate per m² × GIFA */
                        totals: number;
                        /** @description totals × _meta.external_works_percentage */
                        external_works_variation: number;
                        /** @description totals + external_works_variation */
                        total_including_external_works: number;
                        /** @description total_including_external_works × (1 + _meta.adjustment_percentage) × _meta.location.index / 100 */
                        total_adjusted_value: number;
                        /** @description total_adjusted_value / GIFA */
                        adjusted_cost_per_m2: number;
                        /** @description Lower end of the 80% prediction interval of adjusted_cost_per_m2 */
                        lower_limit: number;
                        /** @description Upper end of the 80% prediction interval of adjusted_cost_per_m2 */
                        upper_limit: number;
                        _meta: {
                            /** @description Abnormal costs and features over the building cost; a fraction (0.25 = 25%) */
                            adjustment_percentage: number;
                            /** @description External works over the building cost, from the comparables; a fraction (0.25 = 25%) */
                            external_works_percentage: number;
                            /** @description How much comparable evidence there was, 0-100 */
                            strength: number;
                            /** @description How closely the comparables match, 0-100 */
                            profiled_strength: number;
                            location: {
                                /** @description The area’s county (null when only an index was given) */
                                county: string | null;
                                /** @description Location index applied, 100 = UK average */
                                index: number;
                                /** @description Postcode area letters (null when only an index was given) */
                                area: string | null;
                                /**
                                 * @description How the location was found (D-52)
                                 * @enum {string}
                                 */
                                source: "postcode" | "coordinates" | "index";
                            };
                        };
                        predictions: {
                            /** @description The cost forecast per m² (= adjusted_cost_per_m2) */
                            cost_per_m2: number;
                            /** @description The cost forecast (= total_adjusted_value) */
                            total_cost: number;
                            interval: {
                                /** @description Confidence level of the interval: 0.8 */
                                level: number;
                                /** @description = lower_limit */
                                lower: number;
                                /** @description = upper_limit */
                                upper: number;
                            };
                            /**
                             * @description Strong, Good, Fair or Weak, from the source health
                             * @enum {string}
                             */
                            quality_rating: "Strong" | "Good" | "Fair" | "Weak";
                        };
                        comparisons: {
                            /** @description The most similar projects of the caller’s own environment (never another environment’s, D-43) */
                            similar_projects: {
                                /**
                                 * Format: int64
                                 * @description A project of the caller’s own environment
                                 */
                                project_id: number;
                                name: string;
                                /** @description How alike it is to the scheme, 0-1 */
                                similarity: number;
                                /**
                                 * @description A (closest match) to E
                                 * @enum {string}
                                 */
                                quality_grade: "A" | "B" | "C" | "D" | "E";
                                /** @description Its out-turn cost per m², rebased to the scheme’s location and date */
                                cost_per_m2: number;
                            }[];
                            /**
                             * Format: int32
                             * @description Comparables of the building function the model used
                             */
                            comparable_count: number;
                            /**
                             * Format: int32
                             * @description Of those, from community environments (counts only, never named)
                             */
                            community_count: number;
                            /** @description Reliability of the evidence, 20-100 */
                            source_health: number;
                        };
                        /** @description D-58: the base, then one step per factor (location, date, function and process, size, storeys and basements, procurement, site and density, abnormal costs, the nearest comparables, structured parking) */
                        explanation?: {
                            /** @description The national reference rate of the building function per m² (new build, UK average location, 2024 prices), to the penny */
                            base_cost_per_m2: number;
                            steps: {
                                /**
                                 * @description The factor, in this fixed order; a stable machine name
                                 * @enum {string}
                                 */
                                factor: "location" | "date" | "function_and_process" | "size" | "storeys_and_basements" | "procurement" | "site_and_density" | "abnormal_costs" | "nearest_evidence" | "parking";
                                /** @description What the factor does, in a sentence with its figure, e.g. "Lancashire prices (location index 102.4): 2.4% above the UK average" */
                                label: string;
                                /** @description What the step multiplies the running rate by; base × every multiplier = adjusted_cost_per_m2 within a penny */
                                multiplier: number;
                                /** @description The step’s effect in pounds per m², whole pence; base + every effect = adjusted_cost_per_m2 to the penny, exactly */
                                effect_per_m2: number;
                            }[];
                        };
                        metadata: {
                            /**
                             * Format: date-time
                             * @description When the report was computed
                             */
                            generated_at: string;
                            /** @description The model and the evidence it was fitted on */
                            model_version: string;
                            /** @description What the model learned from */
                            data_source: string;
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
            /** @description The error body of every API (D-18) */
            422: {
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
    listSimilarProjects: {
        parameters: {
            query?: {
                /** @description How many similar projects (default 10, at most 50) */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Project id */
                projectId: string;
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
                        items: {
                            /**
                             * Format: int64
                             * @description A project of the caller’s own environment
                             */
                            project_id: number;
                            name: string;
                            /** @description How alike it is to the scheme, 0-1 */
                            similarity: number;
                            /**
                             * @description A (closest match) to E
                             * @enum {string}
                             */
                            quality_grade: "A" | "B" | "C" | "D" | "E";
                            /** @description Its out-turn cost per m², rebased to the scheme’s location and date */
                            cost_per_m2: number;
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
            422: {
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
    getUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The storage_location that POST /uploads answered (32 hexadecimal digits) */
                storage_location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes: all of them (200), or the one byte range asked for (206, with Content-Range). Images (png, jpeg, gif, webp), PDF and plain text come under their stored type, inline; every other type as application/octet-stream, as an attachment. */
            200: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description inline or attachment, with the filename (RFC 6266 filename*) */
                    "Content-Disposition"?: string;
                    /** @description Strong: a stored file never changes */
                    ETag?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "application/pdf": string;
                    "text/plain": string;
                    "application/octet-stream": string;
                };
            };
            /** @description The byte range asked for, with Content-Range */
            206: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    /** @description Requests per second allowed (on the Data API: when the key has a throttle) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Whole requests left in the window after this one */
                    "X-RateLimit-Remaining"?: number;
                    /** @description inline or attachment, with the filename (RFC 6266 filename*) */
                    "Content-Disposition"?: string;
                    /** @description Strong: a stored file never changes */
                    ETag?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "application/pdf": string;
                    "text/plain": string;
                    "application/octet-stream": string;
                };
            };
            /** @description Not modified: the ETag matches If-None-Match (no body) */
            304: {
                headers: {
                    /** @description The request’s id, as logged: the one sent in X-Request-Id, or a new one */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
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
            416: {
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
            503: {
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
