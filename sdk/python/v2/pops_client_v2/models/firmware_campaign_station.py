from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.firmware_campaign_station_state import FirmwareCampaignStationState
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="FirmwareCampaignStation")



@_attrs_define
class FirmwareCampaignStation:
    """ 
        Attributes:
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            state (FirmwareCampaignStationState): `cancelled`: never sent, its campaign was cancelled.
            identity (str | Unset):
            reason (None | str | Unset): Why it failed: the station's status (`DownloadFailed`, `InstallationFailed`,
                `InvalidSignature`, `InstallVerificationFailed`), its refusal (`Rejected`, `InvalidCertificate`, …), a CALLERROR
                code, `firmware_version_mismatch`, `timed_out` or `window_elapsed`.
            sent_at (datetime.datetime | None | Unset): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            changed_at (datetime.datetime | Unset): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2:
                ISO 8601 / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    asset_id: UUID
    state: FirmwareCampaignStationState
    identity: str | Unset = UNSET
    reason: None | str | Unset = UNSET
    sent_at: datetime.datetime | None | Unset = UNSET
    changed_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        asset_id = str(self.asset_id)

        state = self.state.value

        identity = self.identity

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        sent_at: None | str | Unset
        if isinstance(self.sent_at, Unset):
            sent_at = UNSET
        elif isinstance(self.sent_at, datetime.datetime):
            sent_at = self.sent_at.isoformat()
        else:
            sent_at = self.sent_at

        changed_at: str | Unset = UNSET
        if not isinstance(self.changed_at, Unset):
            changed_at = self.changed_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "asset_id": asset_id,
            "state": state,
        })
        if identity is not UNSET:
            field_dict["identity"] = identity
        if reason is not UNSET:
            field_dict["reason"] = reason
        if sent_at is not UNSET:
            field_dict["sent_at"] = sent_at
        if changed_at is not UNSET:
            field_dict["changed_at"] = changed_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_id = UUID(d.pop("asset_id"))




        state = FirmwareCampaignStationState(d.pop("state"))




        identity = d.pop("identity", UNSET)

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_sent_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        sent_at = _parse_sent_at(d.pop("sent_at", UNSET))


        _changed_at = d.pop("changed_at", UNSET)
        changed_at: datetime.datetime | Unset
        if isinstance(_changed_at,  Unset):
            changed_at = UNSET
        else:
            changed_at = datetime.datetime.fromisoformat(_changed_at)




        firmware_campaign_station = cls(
            asset_id=asset_id,
            state=state,
            identity=identity,
            reason=reason,
            sent_at=sent_at,
            changed_at=changed_at,
        )


        firmware_campaign_station.additional_properties = d
        return firmware_campaign_station

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
