from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rate_limits_tier import RateLimitsTier
from typing import cast

if TYPE_CHECKING:
  from ..models.rate_limit_window import RateLimitWindow





T = TypeVar("T", bound="RateLimits")



@_attrs_define
class RateLimits:
    """ The calling credential's rate-limit windows, as counted for this very request.

        Attributes:
            tier (RateLimitsTier):
            current_window (RateLimitWindow):
            hourly (RateLimitWindow):
            burst (RateLimitWindow):
     """

    tier: RateLimitsTier
    current_window: RateLimitWindow
    hourly: RateLimitWindow
    burst: RateLimitWindow
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rate_limit_window import RateLimitWindow # noqa: PLC0415
        tier = self.tier.value

        current_window = self.current_window.to_dict()

        hourly = self.hourly.to_dict()

        burst = self.burst.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tier": tier,
            "current_window": current_window,
            "hourly": hourly,
            "burst": burst,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rate_limit_window import RateLimitWindow # noqa: PLC0415
        d = dict(src_dict)
        tier = RateLimitsTier(d.pop("tier"))




        current_window = RateLimitWindow.from_dict(d.pop("current_window"))




        hourly = RateLimitWindow.from_dict(d.pop("hourly"))




        burst = RateLimitWindow.from_dict(d.pop("burst"))




        rate_limits = cls(
            tier=tier,
            current_window=current_window,
            hourly=hourly,
            burst=burst,
        )


        rate_limits.additional_properties = d
        return rate_limits

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
