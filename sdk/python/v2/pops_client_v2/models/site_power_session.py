from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.site_power_session_state import SitePowerSessionState
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="SitePowerSession")



@_attrs_define
class SitePowerSession:
    """ 
        Attributes:
            session_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            evse_id (int):
            limit_kw (float | None): The limit the station last accepted; null while none has been.
            pending_kw (float | None): A limit sent to the station and not answered yet; null when none is awaiting an
                answer.
            share_kw (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            measured_kw (float | None): What it draws, from its meter readings over the last minutes; null before the first.
            state (SitePowerSessionState): charging (it has a share), waiting (the limit cannot give it the site's minimum
                beside older sessions), paused (paused by an operator).
     """

    session_id: UUID
    asset_id: UUID
    evse_id: int
    limit_kw: float | None
    pending_kw: float | None
    share_kw: float
    measured_kw: float | None
    state: SitePowerSessionState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        session_id = str(self.session_id)

        asset_id = str(self.asset_id)

        evse_id = self.evse_id

        limit_kw: float | None
        limit_kw = self.limit_kw

        pending_kw: float | None
        pending_kw = self.pending_kw

        share_kw = self.share_kw

        measured_kw: float | None
        measured_kw = self.measured_kw

        state = self.state.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "session_id": session_id,
            "asset_id": asset_id,
            "evse_id": evse_id,
            "limit_kw": limit_kw,
            "pending_kw": pending_kw,
            "share_kw": share_kw,
            "measured_kw": measured_kw,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session_id = UUID(d.pop("session_id"))




        asset_id = UUID(d.pop("asset_id"))




        evse_id = d.pop("evse_id")

        def _parse_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        limit_kw = _parse_limit_kw(d.pop("limit_kw"))


        def _parse_pending_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        pending_kw = _parse_pending_kw(d.pop("pending_kw"))


        share_kw = d.pop("share_kw")

        def _parse_measured_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        measured_kw = _parse_measured_kw(d.pop("measured_kw"))


        state = SitePowerSessionState(d.pop("state"))




        site_power_session = cls(
            session_id=session_id,
            asset_id=asset_id,
            evse_id=evse_id,
            limit_kw=limit_kw,
            pending_kw=pending_kw,
            share_kw=share_kw,
            measured_kw=measured_kw,
            state=state,
        )


        site_power_session.additional_properties = d
        return site_power_session

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
