from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.asset_status import AssetStatus
from ..models.asset_visibility import AssetVisibility
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.station_state import StationState





T = TypeVar("T", bound="Asset")



@_attrs_define
class Asset:
    """ 
        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            object_ (Literal['asset']):
            organization_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            name (str):
            status (AssetStatus):
            visibility (AssetVisibility): `site` subjects the asset to site-based access control.
            capacity (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            power_limit_kw (float | None): The station-wide charging limit in kW, if any, set by a PATCH of the asset or a
                schedule's `set_power_limit`, whichever came last.
            station (None | StationState): What the asset's OCPP station last reported; null for a plain asset.
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            legacy_id (str | Unset): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`;
                the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it
                is 128 bits).
     """

    id: UUID
    object_: Literal['asset']
    organization_id: UUID
    site_id: UUID
    name: str
    status: AssetStatus
    visibility: AssetVisibility
    capacity: float
    power_limit_kw: float | None
    station: None | StationState
    created_at: datetime.datetime
    updated_at: datetime.datetime
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.station_state import StationState # noqa: PLC0415
        id = str(self.id)

        object_ = self.object_

        organization_id = str(self.organization_id)

        site_id = str(self.site_id)

        name = self.name

        status = self.status.value

        visibility = self.visibility.value

        capacity = self.capacity

        power_limit_kw: float | None
        power_limit_kw = self.power_limit_kw

        station: dict[str, Any] | None
        if isinstance(self.station, StationState):
            station = self.station.to_dict()
        else:
            station = self.station

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        legacy_id = self.legacy_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "site_id": site_id,
            "name": name,
            "status": status,
            "visibility": visibility,
            "capacity": capacity,
            "power_limit_kw": power_limit_kw,
            "station": station,
            "created_at": created_at,
            "updated_at": updated_at,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.station_state import StationState # noqa: PLC0415
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        object_ = cast(Literal['asset'] , d.pop("object"))
        if object_ != 'asset':
            raise ValueError(f"object must match const 'asset', got '{object_}'")

        organization_id = UUID(d.pop("organization_id"))




        site_id = UUID(d.pop("site_id"))




        name = d.pop("name")

        status = AssetStatus(d.pop("status"))




        visibility = AssetVisibility(d.pop("visibility"))




        capacity = d.pop("capacity")

        def _parse_power_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        power_limit_kw = _parse_power_limit_kw(d.pop("power_limit_kw"))


        def _parse_station(data: object) -> None | StationState:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                station_type_0 = StationState.from_dict(data)



                return station_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StationState, data)

        station = _parse_station(d.pop("station"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        legacy_id = d.pop("legacy_id", UNSET)

        asset = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            site_id=site_id,
            name=name,
            status=status,
            visibility=visibility,
            capacity=capacity,
            power_limit_kw=power_limit_kw,
            station=station,
            created_at=created_at,
            updated_at=updated_at,
            legacy_id=legacy_id,
        )


        asset.additional_properties = d
        return asset

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
