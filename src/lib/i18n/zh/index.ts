import type { Dictionary } from '../types';
import { aboveCeiling } from './above-ceiling';
import { answerProblem } from './answer-problem';
import { common } from './common';
import { configProblem } from './config-problem';
import { linkStopped } from './link-stopped';
import { embedded } from './embedded';
import { overview } from './overview';
import { door } from './door';
import { endpointForms } from './endpoint-forms';
import { endpoints } from './endpoints';
import { glance } from './glance';
import { mcp } from './mcp';
import { mcpChanges } from './mcp-changes';
import { mcpTools } from './mcp-tools';
import { mcpToolkits } from './mcp-toolkits';
import { mcpUsage } from './mcp-usage';
import { modelPicker } from './model-picker';
import { models } from './models';
import { notices } from './notices';
import { refusal } from './refusal';
import { settingOrigin } from './setting-origin';
import { cityDefaults } from './city-defaults';
import { search } from './search';

export const zh: Dictionary = {
	common,
	mcp,
	mcpChanges,
	mcpTools,
	mcpUsage,
	mcpToolkits,
	endpoints,
	endpointForms,
	models,
	modelPicker,
	glance,
	door,
	configProblem,
	overview,
	linkStopped,
	embedded,
	refusal,
	answerProblem,
	notices,
	aboveCeiling,
	settingOrigin,
	cityDefaults,
	search
};
