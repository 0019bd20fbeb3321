/** Words the models area says. */
export const models = {
	title: 'Models'
};
