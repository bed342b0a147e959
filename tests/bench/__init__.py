"""Tests of the benchmarks' own code (bench/): what they measure and check must be what they say."""
