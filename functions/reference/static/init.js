// The /docs page: Swagger UI over each major version's document, with the version switch in
// its top bar (`/docs?urls.primaryName=v2` opens v2). Relative URLs, so the page works under
// whatever base path the API is deployed at. No validator badge: it would call a third party.
window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    urls: [
      { url: "v1/openapi.json", name: "v1" },
      { url: "v2/openapi.json", name: "v2" },
    ],
    "urls.primaryName": "v1",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: "StandaloneLayout",
  });
});
