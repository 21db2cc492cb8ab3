from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.site_status import SiteStatus
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Site")



@_attrs_define
class Site:
    """ 
        Attributes:
            id (str): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            object_ (Literal['site']):
            organization_id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            name (str):
            status (SiteStatus):
            location (None | str): `"<latitude>,<longitude>"` in decimal degrees, or null.
            grid_limit_kw (float | None): The most the site's charging sessions may draw together, in kW, shared among them
                by load management (docs/load-management.md); null for no limit.
            min_session_kw (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An
                integer when whole.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['site']
    organization_id: str
    name: str
    status: SiteStatus
    location: None | str
    grid_limit_kw: float | None
    min_session_kw: float
    created_at: int
    updated_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        organization_id = self.organization_id

        name = self.name

        status = self.status.value

        location: None | str
        location = self.location

        grid_limit_kw: float | None
        grid_limit_kw = self.grid_limit_kw

        min_session_kw = self.min_session_kw

        created_at = self.created_at

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "name": name,
            "status": status,
            "location": location,
            "grid_limit_kw": grid_limit_kw,
            "min_session_kw": min_session_kw,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['site'] , d.pop("object"))
        if object_ != 'site':
            raise ValueError(f"object must match const 'site', got '{object_}'")

        organization_id = d.pop("organization_id")

        name = d.pop("name")

        status = SiteStatus(d.pop("status"))




        def _parse_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        location = _parse_location(d.pop("location"))


        def _parse_grid_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        grid_limit_kw = _parse_grid_limit_kw(d.pop("grid_limit_kw"))


        min_session_kw = d.pop("min_session_kw")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        site = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            name=name,
            status=status,
            location=location,
            grid_limit_kw=grid_limit_kw,
            min_session_kw=min_session_kw,
            created_at=created_at,
            updated_at=updated_at,
        )


        site.additional_properties = d
        return site

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
