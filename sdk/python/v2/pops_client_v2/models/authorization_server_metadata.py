from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.authorization_server_metadata_grant_types_supported_item import AuthorizationServerMetadataGrantTypesSupportedItem
from ..models.client_auth_methods_item import ClientAuthMethodsItem
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AuthorizationServerMetadata")



@_attrs_define
class AuthorizationServerMetadata:
    """ RFC 8414 section 2.

        Attributes:
            issuer (str):
            authorization_endpoint (str):
            token_endpoint (str):
            jwks_uri (str):
            revocation_endpoint (str):
            introspection_endpoint (str):
            scopes_supported (list[str]):
            response_types_supported (list[Literal['code']]):
            response_modes_supported (list[Literal['query']]):
            grant_types_supported (list[AuthorizationServerMetadataGrantTypesSupportedItem]):
            token_endpoint_auth_methods_supported (list[ClientAuthMethodsItem]):
            revocation_endpoint_auth_methods_supported (list[ClientAuthMethodsItem]):
            introspection_endpoint_auth_methods_supported (list[ClientAuthMethodsItem]):
            code_challenge_methods_supported (list[Literal['S256']]):
     """

    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    jwks_uri: str
    revocation_endpoint: str
    introspection_endpoint: str
    scopes_supported: list[str]
    response_types_supported: list[Literal['code']]
    response_modes_supported: list[Literal['query']]
    grant_types_supported: list[AuthorizationServerMetadataGrantTypesSupportedItem]
    token_endpoint_auth_methods_supported: list[ClientAuthMethodsItem]
    revocation_endpoint_auth_methods_supported: list[ClientAuthMethodsItem]
    introspection_endpoint_auth_methods_supported: list[ClientAuthMethodsItem]
    code_challenge_methods_supported: list[Literal['S256']]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        issuer = self.issuer

        authorization_endpoint = self.authorization_endpoint

        token_endpoint = self.token_endpoint

        jwks_uri = self.jwks_uri

        revocation_endpoint = self.revocation_endpoint

        introspection_endpoint = self.introspection_endpoint

        scopes_supported = self.scopes_supported



        response_types_supported = self.response_types_supported



        response_modes_supported = self.response_modes_supported



        grant_types_supported = []
        for grant_types_supported_item_data in self.grant_types_supported:
            grant_types_supported_item = grant_types_supported_item_data.value
            grant_types_supported.append(grant_types_supported_item)



        token_endpoint_auth_methods_supported = []
        for componentsschemas_client_auth_methods_item_data in self.token_endpoint_auth_methods_supported:
            componentsschemas_client_auth_methods_item = componentsschemas_client_auth_methods_item_data.value
            token_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)



        revocation_endpoint_auth_methods_supported = []
        for componentsschemas_client_auth_methods_item_data in self.revocation_endpoint_auth_methods_supported:
            componentsschemas_client_auth_methods_item = componentsschemas_client_auth_methods_item_data.value
            revocation_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)



        introspection_endpoint_auth_methods_supported = []
        for componentsschemas_client_auth_methods_item_data in self.introspection_endpoint_auth_methods_supported:
            componentsschemas_client_auth_methods_item = componentsschemas_client_auth_methods_item_data.value
            introspection_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)



        code_challenge_methods_supported = self.code_challenge_methods_supported




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "issuer": issuer,
            "authorization_endpoint": authorization_endpoint,
            "token_endpoint": token_endpoint,
            "jwks_uri": jwks_uri,
            "revocation_endpoint": revocation_endpoint,
            "introspection_endpoint": introspection_endpoint,
            "scopes_supported": scopes_supported,
            "response_types_supported": response_types_supported,
            "response_modes_supported": response_modes_supported,
            "grant_types_supported": grant_types_supported,
            "token_endpoint_auth_methods_supported": token_endpoint_auth_methods_supported,
            "revocation_endpoint_auth_methods_supported": revocation_endpoint_auth_methods_supported,
            "introspection_endpoint_auth_methods_supported": introspection_endpoint_auth_methods_supported,
            "code_challenge_methods_supported": code_challenge_methods_supported,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        issuer = d.pop("issuer")

        authorization_endpoint = d.pop("authorization_endpoint")

        token_endpoint = d.pop("token_endpoint")

        jwks_uri = d.pop("jwks_uri")

        revocation_endpoint = d.pop("revocation_endpoint")

        introspection_endpoint = d.pop("introspection_endpoint")

        scopes_supported = cast(list[str], d.pop("scopes_supported"))


        response_types_supported = []
        _response_types_supported = d.pop("response_types_supported")
        for response_types_supported_item_data in (_response_types_supported):
            response_types_supported_item = cast(Literal['code'] , response_types_supported_item_data)
            if response_types_supported_item != 'code':
                raise ValueError(f"response_types_supported_item must match const 'code', got '{response_types_supported_item}'")
            response_types_supported.append(response_types_supported_item)


        response_modes_supported = []
        _response_modes_supported = d.pop("response_modes_supported")
        for response_modes_supported_item_data in (_response_modes_supported):
            response_modes_supported_item = cast(Literal['query'] , response_modes_supported_item_data)
            if response_modes_supported_item != 'query':
                raise ValueError(f"response_modes_supported_item must match const 'query', got '{response_modes_supported_item}'")
            response_modes_supported.append(response_modes_supported_item)


        grant_types_supported = []
        _grant_types_supported = d.pop("grant_types_supported")
        for grant_types_supported_item_data in (_grant_types_supported):
            grant_types_supported_item = AuthorizationServerMetadataGrantTypesSupportedItem(grant_types_supported_item_data)



            grant_types_supported.append(grant_types_supported_item)


        token_endpoint_auth_methods_supported = []
        _token_endpoint_auth_methods_supported = d.pop("token_endpoint_auth_methods_supported")
        for componentsschemas_client_auth_methods_item_data in (_token_endpoint_auth_methods_supported):
            componentsschemas_client_auth_methods_item = ClientAuthMethodsItem(componentsschemas_client_auth_methods_item_data)



            token_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)


        revocation_endpoint_auth_methods_supported = []
        _revocation_endpoint_auth_methods_supported = d.pop("revocation_endpoint_auth_methods_supported")
        for componentsschemas_client_auth_methods_item_data in (_revocation_endpoint_auth_methods_supported):
            componentsschemas_client_auth_methods_item = ClientAuthMethodsItem(componentsschemas_client_auth_methods_item_data)



            revocation_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)


        introspection_endpoint_auth_methods_supported = []
        _introspection_endpoint_auth_methods_supported = d.pop("introspection_endpoint_auth_methods_supported")
        for componentsschemas_client_auth_methods_item_data in (_introspection_endpoint_auth_methods_supported):
            componentsschemas_client_auth_methods_item = ClientAuthMethodsItem(componentsschemas_client_auth_methods_item_data)



            introspection_endpoint_auth_methods_supported.append(componentsschemas_client_auth_methods_item)


        code_challenge_methods_supported = []
        _code_challenge_methods_supported = d.pop("code_challenge_methods_supported")
        for code_challenge_methods_supported_item_data in (_code_challenge_methods_supported):
            code_challenge_methods_supported_item = cast(Literal['S256'] , code_challenge_methods_supported_item_data)
            if code_challenge_methods_supported_item != 'S256':
                raise ValueError(f"code_challenge_methods_supported_item must match const 'S256', got '{code_challenge_methods_supported_item}'")
            code_challenge_methods_supported.append(code_challenge_methods_supported_item)


        authorization_server_metadata = cls(
            issuer=issuer,
            authorization_endpoint=authorization_endpoint,
            token_endpoint=token_endpoint,
            jwks_uri=jwks_uri,
            revocation_endpoint=revocation_endpoint,
            introspection_endpoint=introspection_endpoint,
            scopes_supported=scopes_supported,
            response_types_supported=response_types_supported,
            response_modes_supported=response_modes_supported,
            grant_types_supported=grant_types_supported,
            token_endpoint_auth_methods_supported=token_endpoint_auth_methods_supported,
            revocation_endpoint_auth_methods_supported=revocation_endpoint_auth_methods_supported,
            introspection_endpoint_auth_methods_supported=introspection_endpoint_auth_methods_supported,
            code_challenge_methods_supported=code_challenge_methods_supported,
        )


        authorization_server_metadata.additional_properties = d
        return authorization_server_metadata

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
