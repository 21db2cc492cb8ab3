from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from ..models.session_stop_reason_type_1 import SessionStopReasonType1
from ..models.session_stop_reason_type_2_type_1 import SessionStopReasonType2Type1
from ..models.session_stop_reason_type_3_type_1 import SessionStopReasonType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="Session")



@_attrs_define
class Session:
    """ A charging session on an asset (modelled on OCPI 2.2.1).

        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            object_ (Literal['session']):
            organization_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            status (SessionStatus):
            reference (None | str): The driver's or card's reference (OCPI authorization_reference).
            energy_kwh (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            stop_reason (None | SessionStopReasonType1 | SessionStopReasonType2Type1 | SessionStopReasonType3Type1): Why it
                ended; null while open. v2: the platform's reason, one closed vocabulary whatever the station's OCPP version
                (docs/ocpp.md, "Stop reasons"): `requested` (the API's stop, a station's `Remote`), `scheduled`, `local`,
                `ev_disconnected`, `power_loss`, `reboot`, `deauthorized`, `emergency_stop`, `energy_limit_reached`,
                `soc_limit_reached`, `time_limit_reached`, `stopped_by_ev`, `fault`, `timeout`, `forced` (an administrator's
                forced stop), `not_started` (the start expired), `other`. v1: the text it always showed: the stop's `reason`
                (`requested` by default), `forced`, `scheduled`, `not_started`, or the charging station's reason in OCPP 2.0.1's
                names (a 1.6 station's mapped to them); the vocabulary is beside it as `stop_reason_code`.
            station_stop_reason (None | str): The charging station's own reason, verbatim in its OCPP version's names (2.0.1
                `stoppedReason`, 1.6 `reason`, e.g. `EVDisconnected`, `HardReset`); null for a reason the station did not give
                (an end the platform made, or a station's end without a reason, which both versions define as `Local`).
            energy_final (bool): Whether `energy_kwh` is final. A plain session's is once it ended. A charging station's is
                once the station's end of the transaction was recorded (2.0.1 TransactionEvent Ended, 1.6 StopTransaction with
                its meterStop), after which nothing the station sends changes it; until then (open, or ended by the platform
                first and the station's end still to come) false. A forced stop's or an expired start's never is (the station's
                end is never taken, or there was none).
            started_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            ended_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            updated_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            transaction_id (None | str): On a charging station, the station's OCPP transactionId once its Started
                TransactionEvent arrived; null for a plain session.
            evse_id (int | None): On a charging station, the EVSE the session charges on (one open session per EVSE); null
                on a plain asset.
            limit_kw (float | None): The limit the session's station last accepted under its site's load management, in kW;
                null while none is in force (no grid limit, none accepted yet, or the session ended).
            legacy_id (str | Unset): v1 form of a session id: `ses_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
     """

    id: UUID
    object_: Literal['session']
    organization_id: UUID
    asset_id: UUID
    site_id: UUID
    status: SessionStatus
    reference: None | str
    energy_kwh: float
    stop_reason: None | SessionStopReasonType1 | SessionStopReasonType2Type1 | SessionStopReasonType3Type1
    station_stop_reason: None | str
    energy_final: bool
    started_at: datetime.datetime
    ended_at: datetime.datetime | None
    updated_at: datetime.datetime
    transaction_id: None | str
    evse_id: int | None
    limit_kw: float | None
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        object_ = self.object_

        organization_id = str(self.organization_id)

        asset_id = str(self.asset_id)

        site_id = str(self.site_id)

        status = self.status.value

        reference: None | str
        reference = self.reference

        energy_kwh = self.energy_kwh

        stop_reason: None | str
        if isinstance(self.stop_reason, SessionStopReasonType1):
            stop_reason = self.stop_reason.value
        elif isinstance(self.stop_reason, SessionStopReasonType2Type1):
            stop_reason = self.stop_reason.value
        elif isinstance(self.stop_reason, SessionStopReasonType3Type1):
            stop_reason = self.stop_reason.value
        else:
            stop_reason = self.stop_reason

        station_stop_reason: None | str
        station_stop_reason = self.station_stop_reason

        energy_final = self.energy_final

        started_at = self.started_at.isoformat()

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        updated_at = self.updated_at.isoformat()

        transaction_id: None | str
        transaction_id = self.transaction_id

        evse_id: int | None
        evse_id = self.evse_id

        limit_kw: float | None
        limit_kw = self.limit_kw

        legacy_id = self.legacy_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "asset_id": asset_id,
            "site_id": site_id,
            "status": status,
            "reference": reference,
            "energy_kwh": energy_kwh,
            "stop_reason": stop_reason,
            "station_stop_reason": station_stop_reason,
            "energy_final": energy_final,
            "started_at": started_at,
            "ended_at": ended_at,
            "updated_at": updated_at,
            "transaction_id": transaction_id,
            "evse_id": evse_id,
            "limit_kw": limit_kw,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        object_ = cast(Literal['session'] , d.pop("object"))
        if object_ != 'session':
            raise ValueError(f"object must match const 'session', got '{object_}'")

        organization_id = UUID(d.pop("organization_id"))




        asset_id = UUID(d.pop("asset_id"))




        site_id = UUID(d.pop("site_id"))




        status = SessionStatus(d.pop("status"))




        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        energy_kwh = d.pop("energy_kwh")

        def _parse_stop_reason(data: object) -> None | SessionStopReasonType1 | SessionStopReasonType2Type1 | SessionStopReasonType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_type_1 = SessionStopReasonType1(data)



                return stop_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_type_2_type_1 = SessionStopReasonType2Type1(data)



                return stop_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_type_3_type_1 = SessionStopReasonType3Type1(data)



                return stop_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionStopReasonType1 | SessionStopReasonType2Type1 | SessionStopReasonType3Type1, data)

        stop_reason = _parse_stop_reason(d.pop("stop_reason"))


        def _parse_station_stop_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        station_stop_reason = _parse_station_stop_reason(d.pop("station_stop_reason"))


        energy_final = d.pop("energy_final")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        def _parse_transaction_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        transaction_id = _parse_transaction_id(d.pop("transaction_id"))


        def _parse_evse_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evse_id = _parse_evse_id(d.pop("evse_id"))


        def _parse_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        limit_kw = _parse_limit_kw(d.pop("limit_kw"))


        legacy_id = d.pop("legacy_id", UNSET)

        session = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            asset_id=asset_id,
            site_id=site_id,
            status=status,
            reference=reference,
            energy_kwh=energy_kwh,
            stop_reason=stop_reason,
            station_stop_reason=station_stop_reason,
            energy_final=energy_final,
            started_at=started_at,
            ended_at=ended_at,
            updated_at=updated_at,
            transaction_id=transaction_id,
            evse_id=evse_id,
            limit_kw=limit_kw,
            legacy_id=legacy_id,
        )


        session.additional_properties = d
        return session

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
