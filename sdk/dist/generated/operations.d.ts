export declare const platformOperations: {
    readonly getHealth: {
        readonly method: "GET";
        readonly path: "/healthz";
    };
    readonly getReadiness: {
        readonly method: "GET";
        readonly path: "/readyz";
    };
    readonly signIn: {
        readonly method: "POST";
        readonly path: "/auth/token";
    };
    readonly getJwks: {
        readonly method: "GET";
        readonly path: "/.well-known/jwks.json";
    };
    readonly getMe: {
        readonly method: "GET";
        readonly path: "/me";
    };
    readonly listProjects: {
        readonly method: "GET";
        readonly path: "/projects";
        readonly paging: "page";
    };
    readonly createProject: {
        readonly method: "POST";
        readonly path: "/projects";
    };
    readonly getAppraisals: {
        readonly method: "GET";
        readonly path: "/projects/appraisals";
    };
    readonly getProject: {
        readonly method: "GET";
        readonly path: "/projects/{id}";
    };
    readonly updateProject: {
        readonly method: "PATCH";
        readonly path: "/projects/{id}";
    };
    readonly listProjectEvents: {
        readonly method: "GET";
        readonly path: "/projects/{id}/events";
        readonly paging: "before";
        readonly before: "id";
    };
    readonly listProjectFacilities: {
        readonly method: "GET";
        readonly path: "/projects/{id}/facilities";
    };
    readonly addProjectFacility: {
        readonly method: "POST";
        readonly path: "/projects/{id}/facilities";
    };
    readonly updateProjectFacility: {
        readonly method: "PATCH";
        readonly path: "/projects/{id}/facilities/{facilityId}";
    };
    readonly removeProjectFacility: {
        readonly method: "DELETE";
        readonly path: "/projects/{id}/facilities/{facilityId}";
    };
    readonly listProjectDevelopments: {
        readonly method: "GET";
        readonly path: "/projects/{id}/developments";
    };
    readonly addProjectDevelopment: {
        readonly method: "POST";
        readonly path: "/projects/{id}/developments";
    };
    readonly updateProjectDevelopment: {
        readonly method: "PATCH";
        readonly path: "/projects/{id}/developments/{developmentId}";
    };
    readonly removeProjectDevelopment: {
        readonly method: "DELETE";
        readonly path: "/projects/{id}/developments/{developmentId}";
    };
    readonly listProjectRiskAssessmentSets: {
        readonly method: "GET";
        readonly path: "/projects/{id}/risk-assessments";
    };
    readonly addProjectRiskAssessmentSet: {
        readonly method: "POST";
        readonly path: "/projects/{id}/risk-assessments";
    };
    readonly listProjectCostInputs: {
        readonly method: "GET";
        readonly path: "/projects/{id}/cost-inputs";
    };
    readonly replaceProjectCostInputs: {
        readonly method: "PUT";
        readonly path: "/projects/{id}/cost-inputs";
    };
    readonly updateProjectCostInput: {
        readonly method: "PATCH";
        readonly path: "/projects/{id}/cost-inputs/{lineId}";
    };
    readonly removeProjectCostInput: {
        readonly method: "DELETE";
        readonly path: "/projects/{id}/cost-inputs/{lineId}";
    };
    readonly listInputSettings: {
        readonly method: "GET";
        readonly path: "/input-settings";
    };
    readonly listRiskStatusLegends: {
        readonly method: "GET";
        readonly path: "/risk-status-legends";
    };
    readonly saveDocumentReport: {
        readonly method: "POST";
        readonly path: "/projects/{projectId}/document-studio/reports";
    };
    readonly listDocumentReports: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/document-studio/reports";
    };
    readonly listDocumentReportVersions: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/document-studio/reports/{reportId}/versions";
        readonly paging: "before";
        readonly before: "version";
    };
    readonly getDocumentReportVersion: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/document-studio/reports/{reportId}/versions/{version}";
    };
    readonly previewDocumentReport: {
        readonly method: "POST";
        readonly path: "/projects/{projectId}/document-studio/preview";
    };
    readonly listDocumentTemplates: {
        readonly method: "GET";
        readonly path: "/document-studio/templates";
    };
    readonly createDocumentTemplate: {
        readonly method: "POST";
        readonly path: "/document-studio/templates";
    };
    readonly listDocumentDataSources: {
        readonly method: "GET";
        readonly path: "/document-studio/data-sources";
    };
    readonly getDocumentReportVersionPdf: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/document-studio/reports/{reportId}/versions/{version}/pdf";
        readonly binary: true;
    };
    readonly createDrawdownReport: {
        readonly method: "POST";
        readonly path: "/reports/drawdown";
    };
    readonly listProjectInterimReports: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/interim-reports";
        readonly paging: "page";
    };
    readonly getProjectDrawnToDate: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/drawn-to-date";
    };
    readonly createUpload: {
        readonly method: "POST";
        readonly path: "/uploads";
    };
    readonly createWebhook: {
        readonly method: "POST";
        readonly path: "/webhooks";
    };
    readonly listWebhooks: {
        readonly method: "GET";
        readonly path: "/webhooks";
    };
    readonly getWebhook: {
        readonly method: "GET";
        readonly path: "/webhooks/{id}";
    };
    readonly updateWebhook: {
        readonly method: "PATCH";
        readonly path: "/webhooks/{id}";
    };
    readonly deleteWebhook: {
        readonly method: "DELETE";
        readonly path: "/webhooks/{id}";
    };
    readonly rotateWebhookSecret: {
        readonly method: "POST";
        readonly path: "/webhooks/{id}/rotate-secret";
    };
    readonly listWebhookDeliveries: {
        readonly method: "GET";
        readonly path: "/webhooks/{id}/deliveries";
        readonly paging: "before";
        readonly before: "id";
    };
    readonly retryWebhookDelivery: {
        readonly method: "POST";
        readonly path: "/webhooks/{id}/deliveries/{deliveryId}/retry";
    };
    readonly getLocationMetrics: {
        readonly method: "GET";
        readonly path: "/location-metrics";
    };
    readonly listProjectBenchmarkHistory: {
        readonly method: "GET";
        readonly path: "/benchmark/project/{projectId}/history";
        readonly paging: "before";
        readonly before: "computed_at";
    };
    readonly getProjectForecast: {
        readonly method: "GET";
        readonly path: "/projects/{projectId}/forecast";
    };
    readonly getProjectBenchmark: {
        readonly method: "GET";
        readonly path: "/benchmark/project/{projectId}";
    };
    readonly createProjectBenchmark: {
        readonly method: "POST";
        readonly path: "/benchmark/project/{projectId}";
    };
    readonly benchmarkScheme: {
        readonly method: "POST";
        readonly path: "/benchmark";
    };
    readonly listSimilarProjects: {
        readonly method: "GET";
        readonly path: "/benchmark/project/{projectId}/similar";
    };
    readonly getUpload: {
        readonly method: "GET";
        readonly path: "/uploads/{storage_location}";
        readonly binary: true;
    };
};
export declare const dataOperations: {
    readonly getHealth: {
        readonly method: "GET";
        readonly path: "/healthz";
    };
    readonly getReadiness: {
        readonly method: "GET";
        readonly path: "/readyz";
    };
    readonly getQuota: {
        readonly method: "GET";
        readonly path: "/data/quota";
    };
    readonly listProjects: {
        readonly method: "GET";
        readonly path: "/data/projects";
        readonly paging: "cursor";
    };
    readonly getProject: {
        readonly method: "GET";
        readonly path: "/data/projects/{id}";
    };
    readonly listProjectRiskAssessments: {
        readonly method: "GET";
        readonly path: "/data/projects/{id}/risk-assessments";
    };
    readonly listProjectAppraisals: {
        readonly method: "GET";
        readonly path: "/data/projects/{id}/appraisals";
    };
    readonly getProjectDrawnToDate: {
        readonly method: "GET";
        readonly path: "/data/projects/{id}/drawn-to-date";
    };
    readonly listBenchmarkSnapshots: {
        readonly method: "GET";
        readonly path: "/data/benchmarks";
        readonly paging: "cursor";
    };
    readonly listReports: {
        readonly method: "GET";
        readonly path: "/data/reports";
        readonly paging: "cursor";
    };
    readonly getReport: {
        readonly method: "GET";
        readonly path: "/data/reports/{id}";
    };
    readonly getCommunityAnalytics: {
        readonly method: "GET";
        readonly path: "/data/community/analytics";
    };
    readonly getCommunityBenchmarks: {
        readonly method: "GET";
        readonly path: "/data/community/benchmarks";
    };
};
export declare const adminOperations: {
    readonly getHealth: {
        readonly method: "GET";
        readonly path: "/healthz";
    };
    readonly getReadiness: {
        readonly method: "GET";
        readonly path: "/readyz";
    };
    readonly createCommunity: {
        readonly method: "POST";
        readonly path: "/admin/communities";
    };
    readonly listCommunities: {
        readonly method: "GET";
        readonly path: "/admin/communities";
    };
    readonly createEnvironment: {
        readonly method: "POST";
        readonly path: "/admin/environments";
    };
    readonly listEnvironments: {
        readonly method: "GET";
        readonly path: "/admin/environments";
    };
    readonly getEnvironment: {
        readonly method: "GET";
        readonly path: "/admin/environments/{envId}";
    };
    readonly joinCommunity: {
        readonly method: "POST";
        readonly path: "/admin/environments/{envId}/communities";
    };
    readonly createPlatformKey: {
        readonly method: "POST";
        readonly path: "/admin/environments/{envId}/platform-keys";
    };
    readonly createUser: {
        readonly method: "POST";
        readonly path: "/admin/environments/{envId}/users";
    };
    readonly listUsers: {
        readonly method: "GET";
        readonly path: "/admin/environments/{envId}/users";
    };
    readonly getUser: {
        readonly method: "GET";
        readonly path: "/admin/environments/{envId}/users/{userId}";
    };
    readonly updateUser: {
        readonly method: "PATCH";
        readonly path: "/admin/environments/{envId}/users/{userId}";
    };
    readonly assignProject: {
        readonly method: "POST";
        readonly path: "/admin/environments/{envId}/users/{userId}/projects";
    };
    readonly listAssignments: {
        readonly method: "GET";
        readonly path: "/admin/environments/{envId}/users/{userId}/projects";
    };
    readonly unassignProject: {
        readonly method: "DELETE";
        readonly path: "/admin/environments/{envId}/users/{userId}/projects/{projectId}";
    };
    readonly createDataKey: {
        readonly method: "POST";
        readonly path: "/admin/environments/{envId}/data-keys";
    };
    readonly listDataKeys: {
        readonly method: "GET";
        readonly path: "/admin/environments/{envId}/data-keys";
    };
    readonly updateDataKey: {
        readonly method: "PATCH";
        readonly path: "/admin/data-keys/{id}";
    };
    readonly deactivateDataKey: {
        readonly method: "POST";
        readonly path: "/admin/data-keys/{id}/deactivate";
    };
    readonly reactivateDataKey: {
        readonly method: "POST";
        readonly path: "/admin/data-keys/{id}/reactivate";
    };
    readonly revokeDataKey: {
        readonly method: "POST";
        readonly path: "/admin/data-keys/{id}/revoke";
    };
    readonly getDataKeyUsage: {
        readonly method: "GET";
        readonly path: "/admin/data-keys/{id}/usage";
    };
    readonly importProjects: {
        readonly method: "POST";
        readonly path: "/admin/environments/{envId}/projects/import";
    };
    readonly rotateSigningKey: {
        readonly method: "POST";
        readonly path: "/admin/signing-keys/rotate";
    };
    readonly getMetrics: {
        readonly method: "GET";
        readonly path: "/metrics";
    };
};
