from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.asset_update_status import AssetUpdateStatus
from ..models.asset_update_visibility import AssetUpdateVisibility
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="AssetUpdate")



@_attrs_define
class AssetUpdate:
    """ At least one field. `decommissioned` is final; a move (`site_id`) or leaving `active` is refused while a session is
    open (409). `power_limit_kw: null` clears the limit.

        Attributes:
            name (str | Unset): Asset name. Trimmed; 1 to 200 characters after trimming; no control characters.
            site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            status (AssetUpdateStatus | Unset):
            visibility (AssetUpdateVisibility | Unset):
            capacity (float | Unset): A non-negative number with at most three decimals, up to 1,000,000.
            power_limit_kw (float | None | Unset): The station-wide charging limit in kW, or null to clear it. A station
                asset's station is sent it at once (when cleared, the asset's capacity, or nothing if it has none) and its
                answer is in `meta.station`; the asset is written whatever the station answers. At a site with a grid limit it
                caps the asset's sessions' shares (docs/load-management.md). A schedule's `set_power_limit` sets it too; the
                later write stands.
     """

    name: str | Unset = UNSET
    site_id: UUID | Unset = UNSET
    status: AssetUpdateStatus | Unset = UNSET
    visibility: AssetUpdateVisibility | Unset = UNSET
    capacity: float | Unset = UNSET
    power_limit_kw: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        site_id: str | Unset = UNSET
        if not isinstance(self.site_id, Unset):
            site_id = str(self.site_id)

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value


        capacity = self.capacity

        power_limit_kw: float | None | Unset
        if isinstance(self.power_limit_kw, Unset):
            power_limit_kw = UNSET
        else:
            power_limit_kw = self.power_limit_kw


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if site_id is not UNSET:
            field_dict["site_id"] = site_id
        if status is not UNSET:
            field_dict["status"] = status
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if capacity is not UNSET:
            field_dict["capacity"] = capacity
        if power_limit_kw is not UNSET:
            field_dict["power_limit_kw"] = power_limit_kw

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _site_id = d.pop("site_id", UNSET)
        site_id: UUID | Unset
        if isinstance(_site_id,  Unset):
            site_id = UNSET
        else:
            site_id = UUID(_site_id)




        _status = d.pop("status", UNSET)
        status: AssetUpdateStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = AssetUpdateStatus(_status)




        _visibility = d.pop("visibility", UNSET)
        visibility: AssetUpdateVisibility | Unset
        if isinstance(_visibility,  Unset):
            visibility = UNSET
        else:
            visibility = AssetUpdateVisibility(_visibility)




        capacity = d.pop("capacity", UNSET)

        def _parse_power_limit_kw(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        power_limit_kw = _parse_power_limit_kw(d.pop("power_limit_kw", UNSET))


        asset_update = cls(
            name=name,
            site_id=site_id,
            status=status,
            visibility=visibility,
            capacity=capacity,
            power_limit_kw=power_limit_kw,
        )

        return asset_update

