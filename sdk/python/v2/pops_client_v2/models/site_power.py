from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.site_power_session import SitePowerSession





T = TypeVar("T", bound="SitePower")



@_attrs_define
class SitePower:
    """ A site's allocation as load management keeps it (docs/load-management.md). kW with at most three decimals (whole
    watts).

        Attributes:
            object_ (Literal['site_power']):
            grid_limit_kw (float | None): The site's limit; null for none.
            min_session_kw (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An
                integer when whole.
            allocated_kw (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            measured_kw (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            sessions (list[SitePowerSession]): The site's live sessions, oldest first.
     """

    object_: Literal['site_power']
    grid_limit_kw: float | None
    min_session_kw: float
    allocated_kw: float
    measured_kw: float
    sessions: list[SitePowerSession]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.site_power_session import SitePowerSession # noqa: PLC0415
        object_ = self.object_

        grid_limit_kw: float | None
        grid_limit_kw = self.grid_limit_kw

        min_session_kw = self.min_session_kw

        allocated_kw = self.allocated_kw

        measured_kw = self.measured_kw

        sessions = []
        for sessions_item_data in self.sessions:
            sessions_item = sessions_item_data.to_dict()
            sessions.append(sessions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "grid_limit_kw": grid_limit_kw,
            "min_session_kw": min_session_kw,
            "allocated_kw": allocated_kw,
            "measured_kw": measured_kw,
            "sessions": sessions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.site_power_session import SitePowerSession # noqa: PLC0415
        d = dict(src_dict)
        object_ = cast(Literal['site_power'] , d.pop("object"))
        if object_ != 'site_power':
            raise ValueError(f"object must match const 'site_power', got '{object_}'")

        def _parse_grid_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        grid_limit_kw = _parse_grid_limit_kw(d.pop("grid_limit_kw"))


        min_session_kw = d.pop("min_session_kw")

        allocated_kw = d.pop("allocated_kw")

        measured_kw = d.pop("measured_kw")

        sessions = []
        _sessions = d.pop("sessions")
        for sessions_item_data in (_sessions):
            sessions_item = SitePowerSession.from_dict(sessions_item_data)



            sessions.append(sessions_item)


        site_power = cls(
            object_=object_,
            grid_limit_kw=grid_limit_kw,
            min_session_kw=min_session_kw,
            allocated_kw=allocated_kw,
            measured_kw=measured_kw,
            sessions=sessions,
        )


        site_power.additional_properties = d
        return site_power

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
