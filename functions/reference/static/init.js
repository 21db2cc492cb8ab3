// The /docs page: Swagger UI over each major version's document, with the version switch in
// its top bar (`/docs?urls.primaryName=v2` opens v2). Relative URLs, so the page works under
// whatever base path the API is deployed at. No validator badge: it would call a third party.
window.addEventListener("load", function () {
  // Read before Swagger UI's deep linking rewrites the hash as one of its own (#/…).
  var linked = window.location.hash;
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
    // An error's doc_url ends in #error-<code>: its entry in the description's error table,
    // which exists only once the document has rendered (and deep linking has had its turn).
    onComplete: function () {
      var hash = linked;
      if (hash.indexOf("#error-") !== 0) return;
      var tries = 0;
      var timer = setInterval(function () {
        var entry = document.getElementById(hash.slice(1));
        tries += 1;
        if (entry) entry.scrollIntoView();
        if ((entry && tries > 3) || tries > 100) clearInterval(timer);
      }, 100);
    },
  });
});
