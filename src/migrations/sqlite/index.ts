import * as migration_20261122_040949_initial from './20261122_040949_initial';

export const migrations = [
  {
    up: migration_20261122_040949_initial.up,
    down: migration_20261122_040949_initial.down,
    name: '20261122_040949_initial'
  },
];
