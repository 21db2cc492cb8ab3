from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.station_limit_answer_error import StationLimitAnswerError
  from ..models.station_limit_answer_result import StationLimitAnswerResult





T = TypeVar("T", bound="StationLimitAnswer")



@_attrs_define
class StationLimitAnswer:
    """ On a PATCH of a station asset's `power_limit_kw`: what its station answered to the station-wide limit, as a schedule
    run's result shows it. Absent when nothing was sent (a plain asset, or a limit cleared on an asset without a
    capacity).

        Attributes:
            action (str): The OCPP action sent, `SetChargingProfile`.
            result (StationLimitAnswerResult | Unset): The station's CALLRESULT payload (`{"status": "Accepted"}`, …).
            error (StationLimitAnswerError | Unset): The station's CALLERROR code.
            failure (str | Unset): Why there was no answer (`station_offline`, `timeout`, `gateway_busy`, …).
     """

    action: str
    result: StationLimitAnswerResult | Unset = UNSET
    error: StationLimitAnswerError | Unset = UNSET
    failure: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.station_limit_answer_error import StationLimitAnswerError # noqa: PLC0415
        from ..models.station_limit_answer_result import StationLimitAnswerResult # noqa: PLC0415
        action = self.action

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        failure = self.failure


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
        })
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.station_limit_answer_error import StationLimitAnswerError # noqa: PLC0415
        from ..models.station_limit_answer_result import StationLimitAnswerResult # noqa: PLC0415
        d = dict(src_dict)
        action = d.pop("action")

        _result = d.pop("result", UNSET)
        result: StationLimitAnswerResult | Unset
        if isinstance(_result,  Unset):
            result = UNSET
        else:
            result = StationLimitAnswerResult.from_dict(_result)




        _error = d.pop("error", UNSET)
        error: StationLimitAnswerError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = StationLimitAnswerError.from_dict(_error)




        failure = d.pop("failure", UNSET)

        station_limit_answer = cls(
            action=action,
            result=result,
            error=error,
            failure=failure,
        )


        station_limit_answer.additional_properties = d
        return station_limit_answer

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
