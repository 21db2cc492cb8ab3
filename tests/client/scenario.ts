// The scenario of opc_scenario.py through the TypeScript client openapi-generator's
// `typescript-fetch` makes from one version's served document (sdk/typescript/<version>):
// a site and assets, a filtered, sorted list and its second page, a 404 and a 422 read as typed
// errors, `client_credentials` at /auth/token. scripts/clients compiles it beside a copy of the
// client's src/ (as ./client) and runs it with node.
// Usage: node scenario.js v1|v2 <API base URL, unprefixed> <API key>

import {
    AuthApi,
    Configuration,
    ErrorResponse,
    ErrorResponseFromJSON,
    InventoryApi,
    IssueTokenGrantTypeEnum,
    Permission,
    ResponseError,
} from "./client";

// Node's own, without its type package: all the scenario uses of it.
declare const process: { argv: string[]; exit(code: number): never };

function check(condition: boolean, message: string): void {
    if (!condition) {
        console.error(`ts scenario: FAILED: ${message}`);
        process.exit(1);
    }
    console.log(`ts scenario: ok: ${message}`);
}

// A field only one version's types have (pagination, the error's code), read in either.
function field(value: unknown, ...path: string[]): unknown {
    return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

// The typed error of a refused call, and its status.
async function refusal(call: Promise<unknown>): Promise<[number, ErrorResponse]> {
    try {
        await call;
    } catch (error) {
        if (error instanceof ResponseError) {
            return [error.response.status, ErrorResponseFromJSON(await error.response.json())];
        }
        throw error;
    }
    check(false, "the call was refused");
    throw new Error("unreachable");
}

async function main(): Promise<void> {
    const [version, baseUrl, key] = process.argv.slice(2);
    const basePath = `${baseUrl}/${version}`;
    const v2 = version === "v2";
    const withKey = new Configuration({ basePath, apiKey: key });
    const inventory = new InventoryApi(withKey);
    const tag = Math.random().toString(16).slice(2, 10);

    const created = await inventory.createSite({ siteCreate: { name: `Depot ${tag}`, location: "52.52,13.40" } });
    const site = created.data;
    if (v2) {
        check(/^[0-9a-f-]{36}$/.test(site.id) && (site.createdAt as unknown) instanceof Date, "a v2 site: UUID id, RFC 3339 time");
    } else {
        check(site.id.startsWith("sit_") && typeof site.createdAt === "number", "a v1 site: prefixed id, Unix seconds");
    }
    for (let i = 0; i < 3; i++) {
        const asset = await inventory.createAsset({ assetCreate: { name: `Charger ${i}`, siteId: site.id, capacity: 11 + i } });
        check(asset.data.siteId === site.id, `create asset ${i} at the site`);
    }

    const first = await inventory.listAssets({ siteId: site.id, sort: "name", limit: 2 });
    check(first.data.map((a) => a.name).join() === "Charger 0,Charger 1", "the first page of the site's assets, by name");
    check(first.pagination.hasNext, "a second page follows");
    const next: object = v2 ? { cursor: field(first.pagination, "nextCursor") } : { page: 2 };
    if (!v2) check(field(first.pagination, "total") === 3, "v1 counts the filtered list");
    const second = await inventory.listAssets({ siteId: site.id, sort: "name", limit: 2, ...next });
    check(second.data.map((a) => a.name).join() === "Charger 2" && !second.pagination.hasNext, "the second and last page");

    const unknown = v2 ? "00000000-0000-7000-8000-000000000000" : `sit_0${"0".repeat(21)}`;
    const [notFound, missing] = await refusal(inventory.getSite({ siteId: unknown }));
    const missingCode = field(missing, ...(v2 ? ["error", "code"] : ["code"]));
    check(notFound === 404 && missingCode === "RESOURCE_NOT_FOUND", `an unknown site: a typed 404 (${missingCode})`);
    const [invalid, refused] = await refusal(
        inventory.createAsset({ assetCreate: { name: "Nowhere", siteId: unknown, capacity: 7 } }),
    );
    const refusedCode = String(field(refused, ...(v2 ? ["error", "code"] : ["code"])));
    check(invalid === 422 && ["VALIDATION_ERROR", "INVALID_VALUE"].includes(refusedCode), `an asset at no site: a typed 422 (${refusedCode})`);

    const registered = await new AuthApi(withKey).createClient({
        clientCreate: { name: `Integration ${tag}`, scopes: [Permission.ReadSites] },
    });
    const token = await new AuthApi(new Configuration({ basePath })).issueToken({
        grantType: IssueTokenGrantTypeEnum.ClientCredentials,
        clientId: registered.data.clientId,
        clientSecret: registered.data.clientSecret,
    });
    check(token.tokenType === "Bearer" && token.accessToken.length > 0, "client_credentials at /auth/token");
    const bearer = new InventoryApi(new Configuration({ basePath, accessToken: token.accessToken }));
    const listed = await bearer.listSites({ limit: 100 });
    check(listed.data.some((s) => s.id === site.id), "the token reads the sites");
}

main().catch((error) => {
    console.error(`ts scenario: FAILED: ${error}`);
    process.exit(1);
});
