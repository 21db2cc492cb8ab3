from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.site_create_status import SiteCreateStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SiteCreate")



@_attrs_define
class SiteCreate:
    """ 
        Attributes:
            name (str): Site name. Trimmed; 1 to 200 characters after trimming; no control characters.
            status (SiteCreateStatus | Unset):  Default: SiteCreateStatus.ACTIVE.
            location (None | str | Unset): `"<latitude>,<longitude>"` in plain decimal degrees (latitude -90..90, longitude
                -180..180, at most 15 decimals), e.g. `"52.5200,13.4050"`; null or absent for none.
            grid_limit_kw (float | None | Unset): The most the site's charging sessions may draw together, in kW; null or
                absent for no limit.
            min_session_kw (float | None | Unset): The least a session is given under the grid limit, in kW; null or absent
                for the default, 1.4.
     """

    name: str
    status: SiteCreateStatus | Unset = SiteCreateStatus.ACTIVE
    location: None | str | Unset = UNSET
    grid_limit_kw: float | None | Unset = UNSET
    min_session_kw: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        grid_limit_kw: float | None | Unset
        if isinstance(self.grid_limit_kw, Unset):
            grid_limit_kw = UNSET
        else:
            grid_limit_kw = self.grid_limit_kw

        min_session_kw: float | None | Unset
        if isinstance(self.min_session_kw, Unset):
            min_session_kw = UNSET
        else:
            min_session_kw = self.min_session_kw


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if location is not UNSET:
            field_dict["location"] = location
        if grid_limit_kw is not UNSET:
            field_dict["grid_limit_kw"] = grid_limit_kw
        if min_session_kw is not UNSET:
            field_dict["min_session_kw"] = min_session_kw

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _status = d.pop("status", UNSET)
        status: SiteCreateStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = SiteCreateStatus(_status)




        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))


        def _parse_grid_limit_kw(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        grid_limit_kw = _parse_grid_limit_kw(d.pop("grid_limit_kw", UNSET))


        def _parse_min_session_kw(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_session_kw = _parse_min_session_kw(d.pop("min_session_kw", UNSET))


        site_create = cls(
            name=name,
            status=status,
            location=location,
            grid_limit_kw=grid_limit_kw,
            min_session_kw=min_session_kw,
        )

        return site_create

