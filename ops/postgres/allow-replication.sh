#!/bin/sh
# Run once by the postgres image when it creates the database: the replica (compose.yaml's
# postgres-replica) may connect for streaming replication, with the password, from the compose network.
set -e
echo 'host replication all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
