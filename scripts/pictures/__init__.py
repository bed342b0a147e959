"""The picture-pack pipeline behind scripts/make_pictures.py (see docs/pictures.md)."""
