"""The demo station for `make dev`:
python scripts/ocpp/demo_station.py [--ocpp-version 2.0.1|1.6] [--org N] [--credentials PATH]

Connects as the station `make dev` seeded for organization N (0 by default) and runs until
interrupted; start and stop sessions on its asset with curl (README, docs/walkthrough.md).
`--ocpp-version 1.6` (make demo-station OCPP_VERSION=1.6) connects as an OCPP 1.6J station with
`--connectors` connectors (2 by default: start a session on each with `evse_id` 1 and 2); the
platform answers both versions on the same URL and credentials.
"""

import argparse
import asyncio
import json
import logging

from station import connect
from station16 import connect16


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--credentials", default=".local/dev-credentials.json")
    parser.add_argument("--org", type=int, default=0, help="which seeded organization's station")
    parser.add_argument("--ocpp-version", choices=["2.0.1", "1.6"], default="2.0.1")
    parser.add_argument("--connectors", type=int, default=2, help="1.6 only: how many connectors")
    parser.add_argument("--meter-every", type=float, default=5.0, help="seconds between meter values")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    with open(args.credentials) as f:
        stations = json.load(f)["stations"]
    entry = stations[args.org]
    print(
        f"station {entry['identity']} (asset {entry['asset_id']}) connecting to {entry['url']} "
        f"as OCPP {args.ocpp_version}"
    )
    if args.ocpp_version == "1.6":
        station = await connect16(
            entry["url"], entry["identity"], entry["password"], connectors=args.connectors, meter_every=args.meter_every
        )
    else:
        station = await connect(entry["url"], entry["identity"], entry["password"], meter_every=args.meter_every)
    answer = await station.boot()
    await asyncio.gather(station.loop, station.heartbeats(answer.interval))


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
