from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deprecation_notice import DeprecationNotice
  from ..models.permission_hints import PermissionHints
  from ..models.station_limit_answer import StationLimitAnswer





T = TypeVar("T", bound="Meta")



@_attrs_define
class Meta:
    """ Response metadata. `permissions` on single-resource GETs of sites, assets and schedules; `deprecation` while the
    version is deprecated; bulk fetch adds its counts; `station` on a PATCH of a station asset's `power_limit_kw`.

        Attributes:
            permissions (PermissionHints | Unset): What this caller may do with the resource.
            deprecation (DeprecationNotice | Unset): `meta.deprecation`: on every success body while the requested major
                version is deprecated.
            station (StationLimitAnswer | Unset): On a PATCH of a station asset's `power_limit_kw`: what its station
                answered to the station-wide limit, as a schedule run's result shows it. Absent when nothing was sent (a plain
                asset, or a limit cleared on an asset without a capacity).
     """

    permissions: PermissionHints | Unset = UNSET
    deprecation: DeprecationNotice | Unset = UNSET
    station: StationLimitAnswer | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.deprecation_notice import DeprecationNotice # noqa: PLC0415
        from ..models.permission_hints import PermissionHints # noqa: PLC0415
        from ..models.station_limit_answer import StationLimitAnswer # noqa: PLC0415
        permissions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.permissions, Unset):
            permissions = self.permissions.to_dict()

        deprecation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deprecation, Unset):
            deprecation = self.deprecation.to_dict()

        station: dict[str, Any] | Unset = UNSET
        if not isinstance(self.station, Unset):
            station = self.station.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if permissions is not UNSET:
            field_dict["permissions"] = permissions
        if deprecation is not UNSET:
            field_dict["deprecation"] = deprecation
        if station is not UNSET:
            field_dict["station"] = station

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deprecation_notice import DeprecationNotice # noqa: PLC0415
        from ..models.permission_hints import PermissionHints # noqa: PLC0415
        from ..models.station_limit_answer import StationLimitAnswer # noqa: PLC0415
        d = dict(src_dict)
        _permissions = d.pop("permissions", UNSET)
        permissions: PermissionHints | Unset
        if isinstance(_permissions,  Unset):
            permissions = UNSET
        else:
            permissions = PermissionHints.from_dict(_permissions)




        _deprecation = d.pop("deprecation", UNSET)
        deprecation: DeprecationNotice | Unset
        if isinstance(_deprecation,  Unset):
            deprecation = UNSET
        else:
            deprecation = DeprecationNotice.from_dict(_deprecation)




        _station = d.pop("station", UNSET)
        station: StationLimitAnswer | Unset
        if isinstance(_station,  Unset):
            station = UNSET
        else:
            station = StationLimitAnswer.from_dict(_station)




        meta = cls(
            permissions=permissions,
            deprecation=deprecation,
            station=station,
        )


        meta.additional_properties = d
        return meta

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
