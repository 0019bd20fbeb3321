import type { Dictionary } from '../types';
import { common } from './common';
import { endpoints } from './endpoints';
import { glance } from './glance';
import { mcp } from './mcp';
import { models } from './models';

export const zh: Dictionary = { common, mcp, endpoints, models, glance };
