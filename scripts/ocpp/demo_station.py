"""The demo station for `make dev`:
python scripts/ocpp/demo_station.py [--ocpp-version 2.0.1|1.6] [--org N] [--credentials PATH]
    [--identity ID] [--url WS_URL]   (the password: STATION_PASSWORD in the environment)

Connects as the station `make dev` seeded for organization N (0 by default) and runs until
interrupted; start and stop sessions on its asset with curl (README, docs/walkthrough.md).
Another station of yours, or the seeded one after its password was rotated: `--identity` (the
URL follows it) or `--url` (the whole station URL, e.g. a deployment's `wss://…/ocpp/<org>/<id>`)
and the password in STATION_PASSWORD (the environment, so it stays out of shell history and the
process list); each falls back to the seeded station's.
`--ocpp-version 1.6` (make demo-station OCPP_VERSION=1.6) connects as an OCPP 1.6J station with
`--connectors` connectors (2 by default: start a session on each with `evse_id` 1 and 2); the
platform answers both versions on the same URL and credentials.
"""

import argparse
import asyncio
import json
import logging
import os

from websockets.exceptions import InvalidStatus

from station import connect
from station16 import connect16


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--credentials", default=".local/dev-credentials.json")
    parser.add_argument("--org", type=int, default=0, help="which seeded organization's station")
    parser.add_argument("--ocpp-version", choices=["2.0.1", "1.6"], default="2.0.1")
    parser.add_argument("--connectors", type=int, default=2, help="1.6 only: how many connectors")
    parser.add_argument("--meter-every", type=float, default=5.0, help="seconds between meter values")
    parser.add_argument("--identity", help="the station's identity (default: the seeded station's)")
    parser.add_argument("--url", help="the whole station URL (default: the seeded one, for --identity)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    given = args.url and args.identity and os.environ.get("STATION_PASSWORD")
    entry = {} if given else seeded(args.credentials, args.org)
    identity = args.identity or entry["identity"]
    url = args.url or (entry["url"].rsplit("/", 1)[0] + "/" + identity)
    password = os.environ.get("STATION_PASSWORD") or entry["password"]
    shown = f" (asset {entry['asset_id']})" if identity == entry.get("identity") else ""
    print(f"station {identity}{shown} connecting to {url} as OCPP {args.ocpp_version}")
    try:
        if args.ocpp_version == "1.6":
            station = await connect16(
                url, identity, password, connectors=args.connectors, meter_every=args.meter_every
            )
        else:
            station = await connect(url, identity, password, meter_every=args.meter_every)
    except InvalidStatus as refused:
        status = refused.response.status_code
        hint = " (wrong identity or password? after a rotation, pass the new one in STATION_PASSWORD)"
        raise SystemExit(f"the platform refused the station: HTTP {status}{hint if status == 401 else ''}")
    answer = await station.boot()
    await asyncio.gather(station.loop, station.heartbeats(answer.interval))


def seeded(path, org):
    """The station `make dev` seeded for organization `org`."""
    with open(path) as f:
        return json.load(f)["stations"][org]


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
