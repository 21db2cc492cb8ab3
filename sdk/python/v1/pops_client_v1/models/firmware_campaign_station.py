from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.firmware_campaign_station_state import FirmwareCampaignStationState
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FirmwareCampaignStation")



@_attrs_define
class FirmwareCampaignStation:
    """ 
        Attributes:
            asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            state (FirmwareCampaignStationState): `cancelled`: never sent, its campaign was cancelled.
            identity (str | Unset):
            reason (None | str | Unset): Why it failed: the station's status (`DownloadFailed`, `InstallationFailed`,
                `InvalidSignature`, `InstallVerificationFailed`), its refusal (`Rejected`, `InvalidCertificate`, …), a CALLERROR
                code, `firmware_version_mismatch`, `timed_out` or `window_elapsed`.
            sent_at (int | None | Unset): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            changed_at (int | Unset): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC
                3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    asset_id: str
    state: FirmwareCampaignStationState
    identity: str | Unset = UNSET
    reason: None | str | Unset = UNSET
    sent_at: int | None | Unset = UNSET
    changed_at: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        state = self.state.value

        identity = self.identity

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        sent_at: int | None | Unset
        if isinstance(self.sent_at, Unset):
            sent_at = UNSET
        else:
            sent_at = self.sent_at

        changed_at = self.changed_at


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
        asset_id = d.pop("asset_id")

        state = FirmwareCampaignStationState(d.pop("state"))




        identity = d.pop("identity", UNSET)

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_sent_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        sent_at = _parse_sent_at(d.pop("sent_at", UNSET))


        changed_at = d.pop("changed_at", UNSET)

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
