
""" A client library for accessing Platform Operations API (v2) """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
