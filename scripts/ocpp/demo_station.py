"""The demo station for `make dev`: python scripts/ocpp/demo_station.py [--org N] [--credentials PATH].

Connects as the station `make dev` seeded for organization N (0 by default) and runs until
interrupted; start and stop sessions on its asset with curl (README, docs/walkthrough.md).
"""

import argparse
import asyncio
import json
import logging

from station import connect


async def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--credentials", default=".local/dev-credentials.json")
    parser.add_argument("--org", type=int, default=0, help="which seeded organization's station")
    parser.add_argument("--meter-every", type=float, default=5.0, help="seconds between meter values")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    with open(args.credentials) as f:
        stations = json.load(f)["stations"]
    entry = stations[args.org]
    print(f"station {entry['identity']} (asset {entry['asset_id']}) connecting to {entry['url']}")
    station = await connect(entry["url"], entry["identity"], entry["password"], meter_every=args.meter_every)
    answer = await station.boot()
    await asyncio.gather(station.loop, station.heartbeats(answer.interval))


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
