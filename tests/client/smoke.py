"""Smoke test through a client generated from docs/openapi.yaml (v2 view) by
openapi-python-client: what an integrator's first hour looks like. Run by scripts/client-smoke,
which generates the package `pops_client` and puts it on the path.

Usage: python smoke.py <v2 base URL> <API key>
"""

import sys
import uuid

from pops_client import AuthenticatedClient, Client
from pops_client.api.inventory import create_asset, create_site, get_site, list_assets, list_sites
from pops_client.models import (
    AssetCreate,
    AssetList,
    CursorPagination,
    Error,
    SiteCreate,
    SiteEnvelope,
    SiteList,
)


def check(condition, message):
    if not condition:
        raise SystemExit(f"client smoke: FAILED: {message}")
    print(f"client smoke: ok: {message}")


def main():
    base_url, key = sys.argv[1], sys.argv[2]
    # The document's apiKey scheme: the key in X-API-Key, no prefix.
    client = AuthenticatedClient(base_url=base_url, token=key, prefix="", auth_header_name="X-API-Key")

    # List sites: a typed page with cursor pagination (v2).
    response = list_sites.sync_detailed(client=client, limit=5)
    listed = response.parsed
    check(
        isinstance(listed, SiteList),
        f"list sites parses as SiteList ({response.status_code} {type(listed).__name__}: {response.content[:500]!r})",
    )
    check(isinstance(listed.pagination, CursorPagination), "v2 lists page by cursor")

    # Create a site, read it back by its id.
    name = f"Client smoke {uuid.uuid4().hex[:8]}"
    created = create_site.sync(client=client, body=SiteCreate(name=name, location="52.52,13.40"))
    check(isinstance(created, SiteEnvelope), f"create site parses as SiteEnvelope ({type(created).__name__})")
    site = created.data
    check(site.name == name and str(uuid.UUID(str(site.id))) == str(site.id), "the created site has a UUID id in v2")
    fetched = get_site.sync(str(site.id), client=client)
    check(isinstance(fetched, SiteEnvelope) and fetched.data.id == site.id, "get site by id finds it")

    # Five assets at the site, paged two at a time with the cursor until has_next is false.
    made = set()
    for i in range(5):
        asset = create_asset.sync(client=client, body=AssetCreate(name=f"Charger {i}", site_id=str(site.id), capacity=11.0 + i))
        check(asset is not None and not isinstance(asset, Error), f"create asset {i}")
        made.add(str(asset.data.id))
    seen, cursor, pages = [], None, 0
    while True:
        kwargs = {"cursor": cursor} if cursor else {}
        page = list_assets.sync(client=client, limit=2, site_id=str(site.id), **kwargs)
        check(isinstance(page, AssetList), f"asset page {pages + 1} parses as AssetList")
        pages += 1
        seen += [str(a.id) for a in page.data]
        if not page.pagination.has_next:
            break
        cursor = page.pagination.next_cursor
        check(bool(cursor), "has_next comes with a next_cursor")
        check(pages < 10, "paging ends")
    check(len(seen) == len(set(seen)) and set(seen) == made, f"the cursor pages give each asset once ({pages} pages)")

    # Errors parse into the typed error object.
    missing = get_site.sync_detailed(str(uuid.uuid4()), client=client)
    check(missing.status_code == 404 and isinstance(missing.parsed, Error), "a missing site is a typed 404 Error")
    check(missing.parsed.error.code == "RESOURCE_NOT_FOUND", f"its code is RESOURCE_NOT_FOUND ({missing.parsed.error.code})")
    check(bool(missing.parsed.error.request_id), "it carries a request_id")
    bad = list_assets.sync_detailed(client=client, limit=2, cursor="not-a-cursor")
    check(bad.status_code == 400 and isinstance(bad.parsed, Error), "a made-up cursor is a typed 400 Error")
    check(bad.parsed.error.code == "INVALID_PARAMETER", f"its code is INVALID_PARAMETER ({bad.parsed.error.code})")
    anonymous = list_sites.sync_detailed(client=Client(base_url=base_url))
    check(anonymous.status_code == 401 and isinstance(anonymous.parsed, Error), "no credential is a typed 401 Error")
    check(anonymous.parsed.error.code == "MISSING_AUTH", f"its code is MISSING_AUTH ({anonymous.parsed.error.code})")
    print("client smoke: passed")


if __name__ == "__main__":
    main()
