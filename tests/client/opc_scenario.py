"""An integrator's first hour through the client openapi-python-client generates from one
version's served document (sdk/python: `pops_client_v1`, `pops_client_v2`): create a site and
an asset, list with a filter and a sort and fetch the second page, read a 404 and a 422 as typed
errors, and get a token with `client_credentials` at /auth/token and call the API with it.
Run by scripts/clients with the package on the path.

Usage: python opc_scenario.py v1|v2 <API base URL, unprefixed> <API key>
"""

import importlib
import sys
import uuid
from datetime import datetime


def check(condition, message):
    if not condition:
        raise SystemExit(f"opc scenario: FAILED: {message}")
    print(f"opc scenario: ok: {message}")


def main():
    version, base_url, key = sys.argv[1], sys.argv[2], sys.argv[3]
    package = f"pops_client_{version}"
    pops = importlib.import_module(package)
    models = importlib.import_module(f"{package}.models")
    op = lambda group, name: importlib.import_module(f"{package}.api.{group}.{name}")  # noqa: E731
    create_site, get_site = op("inventory", "create_site"), op("inventory", "get_site")
    create_asset, list_assets = op("inventory", "create_asset"), op("inventory", "list_assets")
    list_sites = op("inventory", "list_sites")
    create_client, issue_token = op("auth", "create_client"), op("auth", "issue_token")

    url = f"{base_url}/{version}"
    # The apiKey scheme: the key in X-API-Key, no prefix.
    client = pops.AuthenticatedClient(base_url=url, token=key, prefix="", auth_header_name="X-API-Key")
    v2 = version == "v2"

    tag = uuid.uuid4().hex[:8]
    created = create_site.sync(client=client, body=models.SiteCreate(name=f"Depot {tag}", location="52.52,13.40"))
    check(isinstance(created, models.SiteEnvelope), f"create a site ({type(created).__name__})")
    site = created.data
    if v2:
        check(str(uuid.UUID(str(site.id))) == str(site.id) and isinstance(site.created_at, datetime),
              "a v2 site: UUID id, RFC 3339 time")
    else:
        check(site.id.startswith("sit_") and isinstance(site.created_at, int), "a v1 site: prefixed id, Unix seconds")
    site_id = str(site.id)

    for i in range(3):
        asset = create_asset.sync(
            client=client, body=models.AssetCreate(name=f"Charger {i}", site_id=site_id, capacity=11.0 + i)
        )
        check(isinstance(asset, models.AssetEnvelope) and str(asset.data.site_id) == site_id, f"create asset {i} at the site")

    first = list_assets.sync(client=client, site_id=site_id, sort="name", limit=2)
    check(isinstance(first, models.AssetList), f"list the site's assets by name ({type(first).__name__})")
    check([a.name for a in first.data] == ["Charger 0", "Charger 1"], "the first page, sorted")
    check(first.pagination.has_next, "a second page follows")
    if v2:
        second = list_assets.sync(client=client, site_id=site_id, sort="name", limit=2, cursor=first.pagination.next_cursor)
    else:
        check(first.pagination.total == 3, "v1 counts the filtered list")
        second = list_assets.sync(client=client, site_id=site_id, sort="name", limit=2, page=2)
    check(isinstance(second, models.AssetList) and [a.name for a in second.data] == ["Charger 2"], "the second page")
    check(not second.pagination.has_next, "and it is the last")

    unknown = str(uuid.uuid4()) if v2 else "sit_0" + "0" * 21
    missing = get_site.sync_detailed(unknown, client=client)
    check(missing.status_code == 404 and isinstance(missing.parsed, models.ErrorResponse), "an unknown site: a typed 404")
    code = missing.parsed.error.code if v2 else missing.parsed.code
    check(code == "RESOURCE_NOT_FOUND", f"its code is RESOURCE_NOT_FOUND ({code})")

    refused = create_asset.sync_detailed(
        client=client, body=models.AssetCreate(name="Nowhere", site_id=unknown, capacity=7.0)
    )
    check(refused.status_code == 422 and isinstance(refused.parsed, models.ErrorResponse),
          f"an asset at no site: a typed 422 ({refused.status_code})")
    code = refused.parsed.error.code if v2 else refused.parsed.code
    check(code in ("VALIDATION_ERROR", "INVALID_VALUE"), f"its code says why ({code})")

    registered = create_client.sync(
        client=client, body=models.ClientCreate(name=f"Integration {tag}", scopes=[models.Permission.READSITES])
    )
    check(isinstance(registered, models.ClientWithSecretEnvelope), "register an OAuth client")
    grant = models.TokenRequest(
        grant_type=models.TokenRequestGrantType.CLIENT_CREDENTIALS,
        client_id=registered.data.client_id,
        client_secret=registered.data.client_secret,
    )
    token = issue_token.sync(client=pops.Client(base_url=url), body=grant)
    check(isinstance(token, models.TokenEnvelope) and token.token_type == "Bearer", "client_credentials at /auth/token")
    bearer = pops.AuthenticatedClient(base_url=url, token=token.access_token)
    listed = list_sites.sync(client=bearer, limit=100)
    check(isinstance(listed, models.SiteList) and any(str(s.id) == site_id for s in listed.data), "the token reads the sites")


if __name__ == "__main__":
    main()
